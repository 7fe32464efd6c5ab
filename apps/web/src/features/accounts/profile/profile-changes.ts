import { compactNumber } from '../shared/validation';

/** The profile fields a reader edits (update_profile's text fields). */
export interface ProfileFields {
  name: string;
  mobile: string;
  email: string;
}

export interface ProfileChanges {
  /** Set when the name, mobile or email changed: sent, and the user slice's profile data follows. */
  fields?: ProfileFields;
  /** Set when a new picture was chosen: uploaded, and only the slice's image follows. */
  picture?: Blob;
}

/** The form as update_profile takes it: trimmed, numbers without their spaces and dashes. */
export function tidyProfile(form: ProfileFields): ProfileFields {
  return { name: form.name.trim(), mobile: compactNumber(form.mobile), email: form.email.trim() };
}

/**
 * What a save has to send. SPEC section 4 keeps the user slice's image and profile data apart
 * ("image upload updates only the profile image; profile data update changes name, mobile and
 * email"), so a save sends only what changed, and each part updates only its own fields.
 */
export function profileChanges(saved: ProfileFields, form: ProfileFields, picture: Blob | null): ProfileChanges {
  const before = tidyProfile(saved);
  const after = tidyProfile(form);
  const changed = before.name !== after.name || before.mobile !== after.mobile || before.email !== after.email;
  return { ...(changed && { fields: after }), ...(picture && { picture }) };
}
