import { z } from 'zod';
import { adminNothing } from './answers';
import { adminSession } from './auth';
import { ADMINISTRATORS, EVERY_ROLE, type AdminEndpointEntry } from './endpoint-entry';
import { passwordProofBody, recoveryCodes, secondFactorBody, secondFactorStatus, totpConfirmBody, totpEnrolment, totpStartBody } from './second-factor';
import { idParams, staffRecord } from './staff';

/** The second factor's rows of the admin route table (slice 3 of the console plan). */
export const secondFactorEndpoints = {
  'auth.secondFactor': {
    method: 'POST', path: 'auth/second-factor', roles: 'public',
    summary: 'Finishes a sign-in waiting for its code (TOTP or a recovery code); the session cookie then opens the console',
    body: secondFactorBody, data: adminSession, example: { body: { code: '123456' } },
  },
  'account.secondFactor': {
    method: 'GET', path: 'account/second-factor', roles: EVERY_ROLE, summary: 'Whether the own second factor is on, and the recovery codes left',
    data: secondFactorStatus, example: {},
  },
  'account.totpStart': {
    method: 'POST', path: 'account/totp/start', roles: EVERY_ROLE, summary: 'A new TOTP key (text and otpauth URI), on once confirmed',
    body: totpStartBody, data: totpEnrolment, example: { body: {} },
  },
  'account.totpConfirm': {
    method: 'POST', path: 'account/totp/confirm', roles: EVERY_ROLE, summary: 'Turns the second factor on with a code from the app; answers ten recovery codes, shown once',
    body: totpConfirmBody, data: recoveryCodes, example: { body: { code: '123456' } },
  },
  'account.totpDisable': {
    method: 'POST', path: 'account/totp/disable', roles: EVERY_ROLE, summary: 'Turns the own second factor off (password needed)',
    body: passwordProofBody, data: adminNothing, example: { body: { password: 'x' } },
  },
  'account.recoveryCodes': {
    method: 'POST', path: 'account/recovery-codes', roles: EVERY_ROLE, summary: 'Replaces the recovery codes with ten new ones (password needed)',
    body: passwordProofBody, data: recoveryCodes, example: { body: { password: 'x' } },
  },
  'staff.resetSecondFactor': {
    method: 'POST', path: 'staff/:id/reset-second-factor', roles: ADMINISTRATORS,
    summary: 'Turns off another account’s second factor (a lost phone) and ends its sessions',
    params: idParams, body: z.object({}).strict(), data: staffRecord, example: { params: { id: '1' }, body: {} },
  },
} as const satisfies Record<string, AdminEndpointEntry>;
