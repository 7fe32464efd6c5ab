import { and, eq, isNull } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import { conflict } from '../../core/errors';
import type { HandlerDeps } from '../../core/handler-deps';
import { verifyPassword } from '../../identity/passwords';
import { takeOrRefuse } from '../../identity/rate-limits';
import { fieldError } from '../core/admin-errors';
import { defineAdminRoute } from '../core/admin-route';
import type { StaffCaller } from '../core/staff-session';
import { forgetRecoveryCodes, newRecoveryCodes, recoveryCodesLeft } from '../auth/recovery-codes';
import { staffBy, type StaffRow } from '../auth/staff-records';
import { hasSecondFactor, STAFF_SIGN_IN_PER_ADDRESS } from '../auth/staff-sign-in';
import { newTotpSecret, totpAddress, totpStepOf } from '../auth/totp';

const ON_ALREADY = 'Two-step sign-in is already on; turn it off first to use another phone';
const NOT_ON = 'Two-step sign-in is not on for this account';

async function ownRow(deps: HandlerDeps, staff: StaffCaller): Promise<StaffRow> {
  const row = await staffBy(deps, 'id', staff.id);
  if (!row) throw conflict(NOT_ON);
  return row;
}

/** The password proves the person at the keyboard, not only an open tab; guessing it is limited per network. */
async function provePassword(deps: HandlerDeps, row: StaffRow, password: string, address: string): Promise<void> {
  await takeOrRefuse(deps, STAFF_SIGN_IN_PER_ADDRESS, address);
  if (!(await verifyPassword(password, row.passwordHash)).matches) throw fieldError('password', 'is not your current password');
}

const status = defineAdminRoute('account.secondFactor', {
  async handle({ deps, staff }) {
    const row = await ownRow(deps, staff);
    const enabled = hasSecondFactor(row);
    return { data: { enabled, enabled_at: enabled ? row.totpEnabledAt!.toISOString() : null, recovery_codes_left: enabled ? await recoveryCodesLeft(deps, staff.id) : 0 } };
  },
});

/** A new key, kept but not on until a code proves the app has it; a second start replaces it. */
const start = defineAdminRoute('account.totpStart', {
  async handle({ deps, staff }) {
    if (hasSecondFactor(await ownRow(deps, staff))) throw conflict(ON_ALREADY);
    const secret = newTotpSecret();
    await deps.db.update(schema.staffUsers).set({ totpSecret: secret, totpEnabledAt: null, totpLastStep: 0 }).where(eq(schema.staffUsers.id, staff.id));
    return {
      data: { secret, otpauth_uri: totpAddress(secret, staff.email, deps.config.publicUrl) },
      audit: { action: 'second_factor_started', resource: 'staff', recordId: staff.id, after: { totp_secret: 'new' } },
    };
  },
});

const confirm = defineAdminRoute('account.totpConfirm', {
  async handle({ deps, staff, body, address }) {
    await takeOrRefuse(deps, STAFF_SIGN_IN_PER_ADDRESS, address);
    const row = await ownRow(deps, staff);
    if (hasSecondFactor(row)) throw conflict(ON_ALREADY);
    if (!row.totpSecret) throw conflict(NOT_ON);
    const step = await totpStepOf(row.totpSecret, body.code, 0);
    if (step === null) throw fieldError('code', 'is not the code your app shows now');
    // Only the key this start made, and only once: a second confirm in flight finds it on.
    const turnedOn = await deps.db
      .update(schema.staffUsers)
      .set({ totpEnabledAt: new Date(), totpLastStep: step, updatedAt: new Date() })
      .where(and(eq(schema.staffUsers.id, staff.id), eq(schema.staffUsers.totpSecret, row.totpSecret), isNull(schema.staffUsers.totpEnabledAt)))
      .returning({ id: schema.staffUsers.id });
    if (turnedOn.length === 0) throw conflict(ON_ALREADY);
    return {
      data: { recovery_codes: await newRecoveryCodes(deps, staff.id) },
      audit: { action: 'second_factor_on', resource: 'staff', recordId: staff.id, before: { second_factor: false }, after: { second_factor: true, recovery_codes: 10 } },
    };
  },
});

const disable = defineAdminRoute('account.totpDisable', {
  async handle({ deps, staff, body, address }) {
    const row = await ownRow(deps, staff);
    await provePassword(deps, row, body.password, address);
    if (!hasSecondFactor(row) && !row.totpSecret) throw conflict(NOT_ON);
    await deps.db.update(schema.staffUsers).set({ totpSecret: null, totpEnabledAt: null, totpLastStep: 0, updatedAt: new Date() }).where(eq(schema.staffUsers.id, staff.id));
    await forgetRecoveryCodes(deps, staff.id);
    return { data: {}, audit: { action: 'second_factor_off', resource: 'staff', recordId: staff.id, before: { second_factor: hasSecondFactor(row) }, after: { second_factor: false } } };
  },
});

const replaceCodes = defineAdminRoute('account.recoveryCodes', {
  async handle({ deps, staff, body, address }) {
    const row = await ownRow(deps, staff);
    await provePassword(deps, row, body.password, address);
    if (!hasSecondFactor(row)) throw conflict(NOT_ON);
    const left = await recoveryCodesLeft(deps, staff.id);
    return {
      data: { recovery_codes: await newRecoveryCodes(deps, staff.id) },
      audit: { action: 'recovery_codes_replaced', resource: 'staff', recordId: staff.id, before: { recovery_codes: left }, after: { recovery_codes: 10 } },
    };
  },
});

export const secondFactorAccountRoutes = [status, start, confirm, disable, replaceCodes];
