import { z } from 'zod';
import { emptyObject } from './envelope';
import { absoluteUrlOrEmpty, dateTime, idCommaList, rowId, zeroOrOneNumber } from './json';
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
const userFields = {
  id: rowId,
  firebase_id: z.string(),
  name: z.string(),
  /** Sign-in provider: `email`, `mobile`, `gmail`, ... */
  type: z.string(),
  email: z.string(),
  mobile: z.string(),
  /** Absolute URL of the profile picture, or "". */
  profile: absoluteUrlOrEmpty,
  fcm_id: z.string(),
  /** 1 active, 0 deactivated. */
  status: zeroOrOneNumber,
  /** 0 reader, 1 admin, 2 author, 3 trusted author (roles.ts). */
  role: z.number().int().min(0).max(3),
  /** When the account was created, `YYYY-MM-DD HH:MM:SS` in the site's time zone. */
  date: dateTime,
};

const USER_EXAMPLE = {
  id: 5,
  firebase_id: 'u_7Qm2xR9sLk',
  name: 'Ada Lovelace',
  type: 'email',
  email: 'ada@example.com',
  mobile: '',
  profile: 'https://news.example.com/media/profiles/ada.webp',
  fcm_id: '',
  status: 1,
  role: 0,
  date: '2024-01-15 08:20:31',
};

export const user = z.object(userFields).strict().meta({ id: 'User', example: USER_EXAMPLE });
export type User = z.infer<typeof user>;

/** The reader's preferred categories as a comma string (`"1,2"`, `""` when none). */
export const userCategory = z.object({ category_id: idCommaList }).strict();
export type UserCategory = z.infer<typeof userCategory>;

/**
 * get_user_by_id and update_profile. `user_category` is a LIST (clients call `.map` on it): one
 * entry with the comma string, `[]` when the reader chose none.
 */
export const userWithCategories = z
  .object({ ...userFields, user_category: z.array(userCategory).max(1) })
  .strict()
  .meta({ id: 'UserWithCategories', example: { ...USER_EXAMPLE, user_category: [{ category_id: '1,3' }] } });
export type UserWithCategories = z.infer<typeof userWithCategories>;

/** user_signup: the account plus its new bearer token. */
export const signedInUser = z
  .object({
    ...userFields,
    /**
     * "1" when this sign-in created the account; left out for a returning reader. Both existing
     * clients open "complete your profile" when they see it (API.md, the mobile app's section).
     */
    is_login: z.literal('1').optional(),
    token: z.string().min(1),
  })
  .strict()
  .meta({ id: 'SignedInUser', example: { ...USER_EXAMPLE, is_login: '1', token: 'kq3Xv0b9Yt2Lr8Wm1Zp5Nc7Hd4Gf6Sa0Ej2Ui9Oy3T' } });
export type SignedInUser = z.infer<typeof signedInUser>;

/** set_user_category: the saved choice as one comma string (not a list, unlike get_user_by_id). */
export const userCategoryReply = z
  .object({ user_category: userCategory })
  .strict()
  .meta({ id: 'UserCategoryReply', example: { user_category: { category_id: '1,3' } } });
export type UserCategoryReply = z.infer<typeof userCategoryReply>;

export const userSignupData = signedInUser;
export const userLogoutData = emptyObject;
export const getUserByIdData = userWithCategories;
export const updateProfileData = userWithCategories;
/** Beside `data`: the new picture's URL, which the mobile app reads at the top of the envelope. */
export const updateProfileExtra = z.object({ profile: absoluteUrlOrEmpty }).strict();
export const deleteUserData = emptyObject;
export const setUserCategoryData = userCategoryReply;
