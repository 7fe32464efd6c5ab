import { z } from 'zod';
import { isoTime } from './answers';

/**
 * The console's second factor (ADR 010): a TOTP app (RFC 6238, 6 digits every 30 s) and ten
 * single-use recovery codes, shown once. With it on, a correct password answers `step:
 * "second_factor"` and the session waits 5 minutes for `POST auth/second-factor`.
 */

/** A TOTP code (6 digits) or a recovery code (`abcde-fghij`); spaces and dashes do not matter. */
const code = () => z.string().trim().min(6, 'must be at least 6 characters').max(40, 'must be at most 40 characters');

/** `POST auth/second-factor`: the code from the app, or one recovery code. */
export const secondFactorBody = z.object({ code: code() }).strict();

/** A correct password with the second factor on: the session cookie waits for the code until `expires_at`. */
export const signInWaitingForCode = z
  .object({
    step: z.literal('second_factor'),
    expires_at: isoTime(),
  })
  .strict();
export type SignInWaitingForCode = z.infer<typeof signInWaitingForCode>;

/** `GET account/second-factor`: whether it is on, and how many recovery codes are left. */
export const secondFactorStatus = z
  .object({
    enabled: z.boolean(),
    enabled_at: isoTime().nullable(),
    recovery_codes_left: z.number().int().nonnegative(),
  })
  .strict();
export type SecondFactorStatus = z.infer<typeof secondFactorStatus>;

/** `POST account/totp/start`: a new key, not yet on; shown as a QR code and as text for typing. */
export const totpStartBody = z.object({}).strict();
export const totpEnrolment = z
  .object({
    /** Base32, as authenticator apps ask for it when typed. */
    secret: z.string().min(16),
    otpauth_uri: z.string().startsWith('otpauth://totp/'),
  })
  .strict();
export type TotpEnrolment = z.infer<typeof totpEnrolment>;

/** `POST account/totp/confirm`: a code from the app proves it holds the key; then it is on. */
export const totpConfirmBody = z.object({ code: code() }).strict();

/** Shown once, never again: only their hashes are kept. */
export const recoveryCodes = z.object({ recovery_codes: z.array(z.string().min(1)).length(10) }).strict();
export type RecoveryCodes = z.infer<typeof recoveryCodes>;

/** `POST account/totp/disable` and `POST account/recovery-codes`: the password proves the person at the keyboard. */
export const passwordProofBody = z.object({ password: z.string().min(1, 'must not be empty').max(128, 'must be at most 128 characters') }).strict();
