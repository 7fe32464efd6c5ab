import { z } from 'zod';
import { identityEmail, identityPassword, PASSWORD_MAX_LENGTH } from '../identity';
import { adminNothing } from './answers';
import { signInWaitingForCode } from './second-factor';
import { STAFF_ROLES } from './staff-roles';

/**
 * The console's sign-in, sign-out and session (ADR 010). The session lives in an HttpOnly cookie
 * (`newsroom_admin`, Path=/admin), so the app never sees it; it keeps only `csrf_token` from
 * `GET /admin/api/session`, in memory, and sends it as `X-CSRF-Token` on every write.
 */

/** `POST /admin/api/auth/sign-in`. Any length is accepted here, so older passwords still work. */
export const adminSignInBody = z
  .object({
    email: identityEmail(),
    password: z.string().min(1, 'must not be empty').max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`),
  })
  .strict();
export type AdminSignInBody = z.input<typeof adminSignInBody>;

/** `POST /admin/api/auth/sign-out`: no body; it ends this session only. */
export const adminSignOutBody = z.object({}).strict();

/** `POST /admin/api/auth/forgot-password`: always 202, whether the address is known or not. */
export const adminForgotPasswordBody = z.object({ email: identityEmail() }).strict();

/** `POST /admin/api/auth/reset-password`: the token from the `/admin/reset-password#token=` link. */
export const adminResetPasswordBody = z.object({ token: z.string().min(1).max(200), password: identityPassword() }).strict();

/** `POST /admin/api/setup`: the first administrator, with the token from `/admin/setup#token=`. */
export const adminSetupBody = z
  .object({
    token: z.string().min(1).max(200),
    email: identityEmail(),
    name: z.string().trim().max(100).default(''),
    password: identityPassword(),
  })
  .strict();

/** The signed-in staff member, as `GET /admin/api/session` and a sign-in answer it. */
export const adminSession = z
  .object({
    id: z.number().int().positive(),
    name: z.string(),
    email: z.string(),
    role: z.enum(STAFF_ROLES),
    /** Send as `X-CSRF-Token` on every write; the same for the whole session. */
    csrf_token: z.string().min(1),
    /** Still the demo seed's known password: the console shows a banner until it is changed. */
    demo_password: z.boolean(),
  })
  .strict();
export type AdminSession = z.infer<typeof adminSession>;

/**
 * A sign-in answers the session, or, when the account has a second factor, that the session now
 * waits for its code (`POST auth/second-factor`); such a session opens nothing else.
 */
export const adminSignInData = z.union([adminSession, signInWaitingForCode]);
export type AdminSignInData = z.infer<typeof adminSignInData>;
export const adminSignOutData = adminNothing;
export const adminSessionData = adminSession;

export { adminFailure, adminSuccess, type AdminFailure } from './answers';
export { STAFF_ROLES, type StaffRole } from './staff-roles';
