import { counterReceived, counterRequestFailed } from '../state/counter-slice';
import {
  labelsReceived,
  labelsRequested,
  labelsRequestFailed,
  languagesReceived,
  languagesRequested,
  languagesRequestFailed,
} from '../state/language-slice';
import { settingsReceived, settingsRequested, settingsRequestFailed } from '../state/settings-slice';
import { loggedIn, profileDataUpdated, profileImageUpdated } from '../state/user-slice';
import type { CallOptions, CallStep } from './call-step';
import type { DataOf, EndpointName, ParamsOf } from './endpoints';

/**
 * The calls that feed the slices, with the actions SPEC section 4 pairs with them. All of them
 * are quiet (displayToast false, as SPEC section 4 lists): the screens decide what to say.
 */
type Extra<E extends EndpointName> = Pick<CallOptions<E>, 'onSuccess' | 'onError' | 'signal'>;

export function loadLanguages(call: CallStep, extra: Extra<'get_languages_list'> = {}) {
  return call('get_languages_list', {
    ...extra,
    displayToast: false,
    actions: { start: languagesRequested, success: languagesReceived, error: languagesRequestFailed },
  });
}

export function loadLabels(call: CallStep, code: string, extra: Extra<'get_language_json_data'> = {}) {
  return call('get_language_json_data', {
    ...extra,
    params: { code },
    displayToast: false,
    actions: { start: labelsRequested, success: labelsReceived, error: labelsRequestFailed },
  });
}

export function loadSettings(call: CallStep, extra: Extra<'get_settings'> = {}) {
  return call('get_settings', {
    ...extra,
    displayToast: false,
    actions: { start: settingsRequested, success: settingsReceived, error: settingsRequestFailed },
  });
}

/** Endpoints that answer a list: any of them serves the count call (API.md, last paragraph). */
export type ListEndpoint = { [E in EndpointName]: DataOf<E> extends readonly unknown[] ? E : never }[EndpointName];

/** Sets the counter to the number of items the list call returns (0 on 'No Data Found'). */
export function countItems<E extends ListEndpoint>(call: CallStep, endpoint: E, params: ParamsOf<E>, extra: Extra<E> = {}) {
  return call(endpoint, {
    ...extra,
    params,
    displayToast: false,
    actions: { success: counterReceived, error: counterRequestFailed } as CallOptions<E>['actions'],
  });
}

/** user_signup after the identity service signed the reader in; a success logs them in. */
export function signIn(call: CallStep, params: ParamsOf<'user_signup'>, extra: Extra<'user_signup'> = {}) {
  return call('user_signup', {
    ...extra,
    params,
    displayToast: false,
    actions: { success: (response) => loggedIn(response.data) },
  });
}

/** Saves name, mobile and email (update_profile); the user slice follows. */
export function updateProfileData(
  call: CallStep,
  params: Pick<ParamsOf<'update_profile'>, 'name' | 'mobile' | 'email'>,
  extra: Extra<'update_profile'> = {},
) {
  return call('update_profile', {
    ...extra,
    params,
    displayToast: false,
    actions: { success: ({ data }) => profileDataUpdated({ name: data.name, mobile: data.mobile, email: data.email }) },
  });
}

/** Uploads a new profile picture (update_profile needs the name too); only the image changes in the slice. */
export function uploadProfileImage(call: CallStep, params: { name: string; profile: Blob }, extra: Extra<'update_profile'> = {}) {
  return call('update_profile', {
    ...extra,
    params,
    displayToast: false,
    actions: { success: ({ data }) => profileImageUpdated(data.profile) },
  });
}

/** The signed-in reader's account (get_user_by_id), quietly. */
export function loadProfile(call: CallStep, extra: Extra<'get_user_by_id'> = {}) {
  return call('get_user_by_id', { ...extra, displayToast: false });
}
