import type { Deps } from '../deps';
import { tooManyRequests } from '../core/errors';

const MINUTE = 60_000;

/**
 * `register_token` needs no account, so its limits are per network address (never per user
 * agent, which a client sets at will). A device registers when it starts and when its token
 * changes, so a household or an office stays far below these; a script does not. Only a new
 * device adds a row, so new devices have the tighter, daily limit: one address can add at most
 * 200 rows a day, about 250 kB, instead of the 80 MB an unlimited script added in seconds.
 */
export const DEVICE_LIMITS = {
  registrationsPerAddress: { action: 'push-register-ip', limit: 30, windowMs: MINUTE, message: 'Too many device registrations from your network; please wait a minute and try again' },
  newDevicesPerAddress: { action: 'push-new-device-ip', limit: 200, windowMs: 24 * 60 * MINUTE, message: 'Too many new devices registered from your network today; please try again tomorrow' },
} as const;

type DeviceLimit = (typeof DEVICE_LIMITS)[keyof typeof DEVICE_LIMITS];

/** Counts one attempt for the address, before any database work, and refuses it with 429 past the limit. */
export async function takeOrRefuse(deps: Deps, rule: DeviceLimit, address: string): Promise<void> {
  if (!(await deps.limiter.take(rule.action, address, rule.limit, rule.windowMs))) throw tooManyRequests(rule.message);
}
