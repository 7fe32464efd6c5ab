import { z } from 'zod';
import { invalidSettings, readSettings, wholeNumberSetting, type Environment } from '@newsroom/contract/env-settings';
import { identityEmail, identityPassword } from '@newsroom/contract/identity';

/** The console's settings (`.env.example`, ADR 010). */
const adminEnv = z.object({
  /** The first administrator, created at a start while none exists (with ADMIN_PASSWORD). */
  ADMIN_EMAIL: identityEmail().optional(),
  ADMIN_PASSWORD: identityPassword().optional(),
  /** A console session ends after this many hours unused. */
  ADMIN_SESSION_IDLE_HOURS: z.coerce.number().min(0.1).max(24 * 30).default(12),
  /** However often it is used, a console session ends this many days after sign-in. */
  ADMIN_SESSION_MAX_DAYS: z.coerce.number().min(0.1).max(90).default(7),
  /** Audit entries older than this many days are deleted by the upkeep. */
  AUDIT_LOG_KEEP_DAYS: wholeNumberSetting(1, 36_500, 730),
});

export interface AdminConfig {
  firstAdministrator: { email: string; password: string } | null;
  sessionIdleMs: number;
  sessionMaxMs: number;
  auditLogKeepDays: number;
}

export function readAdminConfig(env: Environment): AdminConfig {
  const e = readSettings(adminEnv, env);
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) invalidSettings('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  return {
    firstAdministrator: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : null,
    sessionIdleMs: e.ADMIN_SESSION_IDLE_HOURS * 3_600_000,
    sessionMaxMs: e.ADMIN_SESSION_MAX_DAYS * 86_400_000,
    auditLogKeepDays: e.AUDIT_LOG_KEEP_DAYS,
  };
}
