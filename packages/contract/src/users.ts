import { z } from 'zod';
import { id, idList, oneOf, readParams, text, textWithoutTags } from './params';

/** No spaces, and none of the `<`, `>`, `"` that could carry markup to a client that inserts it as HTML. */
const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;
/** E.164-like: an optional leading +, then 6 to 16 digits (spaces, dashes and brackets are dropped). */
const MOBILE = /^\+?\d{6,16}$/;

/** An email address, or "" to leave it empty. */
export const optionalEmail = () =>
  text(254).refine((value) => value === '' || EMAIL.test(value), 'must be a valid email address');

/** A phone number such as +441234567890, or "" to leave it empty. */
export const optionalMobile = () =>
  text(30)
    .transform((value) => value.replace(/[\s\-().]/g, ''))
    .refine((value) => value === '' || MOBILE.test(value), 'must be a phone number of 6 to 16 digits with an optional leading +');

export const userSignupParams = z.object({
  /** The identity service's id of the account; it must match the one `id_token` proves. */
  firebase_id: text(128, 1),
  /**
   * The identity token that proves `firebase_id`; without a valid one the call is refused with
   * 401, unless the server's opt-in legacy sign-in confirms `firebase_id` with Firebase instead.
   */
  id_token: text(8192).default(''),
  name: text(100).default(''),
  email: optionalEmail().default(''),
  mobile: optionalMobile().default(''),
  /** How the reader signed in: `email`, `mobile`, `gmail` or another provider's name. */
  type: text(30)
    .regex(/^[a-z0-9_.-]*$/i, 'must be a sign-in provider name such as email, mobile or gmail')
    .default('email')
    .transform((value) => value.toLowerCase() || 'email'),
  /** The provider's picture URL, or "". */
  profile: text(2048)
    .refine((value) => value === '' || /^https?:\/\/[^\s<>"]+$/i.test(value), 'must be an http(s) URL')
    .default(''),
  /** Accepted for compatibility and ignored: a reader cannot set their own account status. */
  status: oneOf(['0', '1']).optional(),
  /** The device's push token. */
  fcm_id: textWithoutTags(4096).default(''),
});

export const getUserByIdParams = readParams({ user_id: id().optional() });

export const updateProfileParams = z.object({
  user_id: id().optional(),
  name: textWithoutTags(100, 1),
  /** Omitted keeps the stored number; "" clears it. */
  mobile: optionalMobile().optional(),
  /** Omitted keeps the stored address; "" clears it. */
  email: optionalEmail().optional(),
});

export const deleteUserParams = z.object({ user_id: id().optional() });

/** Sign-out: the bearer token of the call stops working. */
export const userLogoutParams = z.object({ user_id: id().optional() });

export const setUserCategoryParams = z.object({
  user_id: id().optional(),
  /** Comma list of category ids; "0" alone clears every preference. */
  category_id: idList({ allowZero: true })
    .refine((ids) => ids.length > 0, 'must list at least one id, or 0 to clear')
    .refine((ids) => !ids.includes(0) || ids.length === 1, 'must be 0 alone to clear, or a list of ids'),
});

export type UserSignupParams = z.output<typeof userSignupParams>;

/** A reader's account as the API shows it to that reader. */
export interface User {
  id: number;
  firebase_id: string;
  name: string;
  /** Sign-in provider: `email`, `mobile`, `gmail`, ... */
  type: string;
  email: string;
  mobile: string;
  /** Absolute URL of the profile picture, or "". */
  profile: string;
  fcm_id: string;
  /** 1 active, 0 deactivated. */
  status: number;
  /** 0 reader, 1 admin. */
  role: number;
  /** When the account was created, `YYYY-MM-DD HH:MM:SS` in the site's time zone. */
  date: string;
}

/** The reader's preferred categories as a comma string (`"1,2"`, `""` when none). */
export interface UserCategory {
  category_id: string;
}

/**
 * get_user_by_id and update_profile. `user_category` is a LIST (clients call `.map` on it): one
 * entry with the comma string, `[]` when the reader chose none.
 */
export interface UserWithCategories extends User {
  user_category: UserCategory[];
}

/** user_signup: the account plus its new bearer token. */
export interface SignedInUser extends User {
  /**
   * "1" when this sign-in created the account; left out for a returning reader. Both existing
   * clients open "complete your profile" when they see it (API.md, the mobile app's section).
   */
  is_login?: '1';
  token: string;
}

/** set_user_category. */
export interface UserCategoryReply {
  user_category: UserCategory;
}
