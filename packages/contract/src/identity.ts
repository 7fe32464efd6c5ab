import { z } from 'zod';
import { emptyObject } from './envelope';
import { text } from './params';

/**
 * The built-in identity service's endpoints (docs/identity-service.md). They prove who a reader
 * is and answer an identity token, which the client then exchanges at `user_signup`.
 */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** E.164: a + and 8 to 15 digits, the first not 0. */
const PHONE = /^\+[1-9]\d{7,14}$/;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PHONE_CODE_LENGTH = 6;

/** An email address; compared and stored in lower case. */
export const identityEmail = () =>
  text(254, 1)
    .refine((value) => EMAIL.test(value), 'must be a valid email address')
    .transform((value) => value.toLowerCase());

/** A new or current password, taken exactly as typed (spaces count). */
export const identityPassword = () =>
  z
    .string()
    .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** An international phone number; spaces, dashes, dots and brackets are dropped. */
export const identityPhone = () =>
  text(30, 1)
    .transform((value) => value.replace(/[\s\-().]/g, ''))
    .refine((value) => PHONE.test(value), 'must be an international number: + and 8 to 15 digits, such as +441234567890');

/**
 * The reader site's language (`en`, `ar`, `pt-br`): the words of a mail or text message and the
 * pages its links open. Unknown codes get the site's default language.
 */
const lang = () =>
  text(16)
    .refine((value) => value === '' || /^[a-z]{2,3}(?:-[a-z0-9]{2,8})?$/i.test(value), 'must be a language code such as en or ar')
    .transform((value) => value.toLowerCase())
    .optional();

/** The secret of an email link (`?token=`). */
const linkToken = () => text(200, 1);

export const identityProvidersParams = z.object({});

export const identityEmailSignupParams = z.object({
  email: identityEmail(),
  password: identityPassword(),
  name: text(100).optional(),
  lang: lang(),
});

export const identityResendVerificationParams = z.object({ email: identityEmail(), lang: lang() });

export const identityVerifyEmailParams = z.object({ token: linkToken() });

export const identityEmailSigninParams = z.object({
  email: identityEmail(),
  /** Any length is accepted here, so a password set under older rules still signs in. */
  password: z.string().min(1, 'must not be empty').max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`),
  lang: lang(),
});

export const identityForgotPasswordParams = z.object({ email: identityEmail(), lang: lang() });

export const identityResetPasswordParams = z.object({ token: linkToken(), password: identityPassword() });

export const identityPhoneSendCodeParams = z.object({ phone: identityPhone(), lang: lang() });

export const identityPhoneSigninParams = z.object({
  phone: identityPhone(),
  code: text(PHONE_CODE_LENGTH, 1).regex(/^\d{6}$/, `must be the ${PHONE_CODE_LENGTH}-digit code`),
});

/** identity_providers: which sign-in buttons to show. */
export const identityProviders = z
  .object({
    email: z.boolean(),
    phone: z.boolean(),
    /** OpenID Connect providers; start at `/auth/oidc/start?next=/path`. */
    oidc: z.array(z.object({ id: z.string(), name: z.string() }).strict()),
  })
  .strict()
  .meta({ id: 'IdentityProviders', example: { email: true, phone: true, oidc: [{ id: 'newsroom-sso', name: 'Newsroom SSO' }] } });
export type IdentityProviders = z.infer<typeof identityProviders>;

/** The identity token a client exchanges at user_signup (`firebase_id` = uid), and whom it proves. */
const identitySessionFields = { uid: z.string().min(1), id_token: z.string().min(1) };
const ID_TOKEN_EXAMPLE = 'eyJhbGciOiJFUzI1NiIsImtpZCI6ImlkLTEifQ.eyJzdWIiOiJ1XzdRbTJ4UjlzTGsifQ.c2lnbmF0dXJl';

/** Signed in with email and password (or a link). */
export const identityEmailSession = z
  .object({ ...identitySessionFields, email: z.string() })
  .strict()
  .meta({ id: 'IdentityEmailSession', example: { uid: 'u_7Qm2xR9sLk', id_token: ID_TOKEN_EXAMPLE, email: 'ada@example.com' } });
export type IdentityEmailSession = z.infer<typeof identityEmailSession>;

/** Signed in with a phone code. */
export const identityPhoneSession = z
  .object({ ...identitySessionFields, phone: z.string() })
  .strict()
  .meta({ id: 'IdentityPhoneSession', example: { uid: 'u_3Hc8pV1qZe', id_token: ID_TOKEN_EXAMPLE, phone: '+441234567890' } });
export type IdentityPhoneSession = z.infer<typeof identityPhoneSession>;

/** The answer of calls that only say "done" (or "check your mail"): an empty object. */
export const identityAck = emptyObject;
export type IdentityAck = z.infer<typeof identityAck>;

// The `data` of each endpoint, named after its parameters.
export const identityProvidersData = identityProviders;
export const identityEmailSignupData = identityAck;
export const identityResendVerificationData = identityAck;
export const identityVerifyEmailData = identityEmailSession;
export const identityEmailSigninData = identityEmailSession;
export const identityForgotPasswordData = identityAck;
export const identityResetPasswordData = identityEmailSession;
export const identityPhoneSendCodeData = identityAck;
export const identityPhoneSigninData = identityPhoneSession;
