import type { Deps } from '../core/deps';
import { tooManyRequests } from '../core/errors';

export interface LimitRule {
  action: string;
  limit: number;
  windowMs: number;
  /** What the reader is told, before "please wait N minutes and try again". */
  message: string;
}

const MINUTE = 60_000;

/**
 * The identity service's limits, per address (IP) and per account (email or phone). Windows are
 * short, so a reader who hit one only waits; the per-account sign-in limit counts failures only,
 * so a reader signing in on several devices is never locked out by their own successes.
 */
export const LIMITS = {
  signInPerAddress: { action: 'identity-signin-ip', limit: 10, windowMs: MINUTE, message: 'Too many sign-in attempts from your network' },
  signInFailuresPerAccount: { action: 'identity-signin-account', limit: 5, windowMs: 15 * MINUTE, message: 'Too many failed sign-in attempts for this account' },
  signUpPerAddress: { action: 'identity-signup-ip', limit: 10, windowMs: 10 * MINUTE, message: 'Too many sign-ups from your network' },
  mailPerAddress: { action: 'identity-mail-ip', limit: 10, windowMs: 10 * MINUTE, message: 'Too many email requests from your network' },
  mailPerAccount: { action: 'identity-mail-account', limit: 3, windowMs: 10 * MINUTE, message: 'Too many emails requested for this address' },
  codePerAddress: { action: 'identity-code-ip', limit: 10, windowMs: 10 * MINUTE, message: 'Too many codes requested from your network' },
  codePerPhone: { action: 'identity-code-phone', limit: 3, windowMs: 10 * MINUTE, message: 'Too many codes requested for this number' },
  linkPerAddress: { action: 'identity-link-ip', limit: 10, windowMs: MINUTE, message: 'Too many attempts from your network' },
} satisfies Record<string, LimitRule>;

function refusal(rule: LimitRule) {
  const minutes = Math.ceil(rule.windowMs / MINUTE);
  return tooManyRequests(`${rule.message}; please wait ${minutes === 1 ? 'a minute' : `${minutes} minutes`} and try again`);
}

/** Counts one attempt and refuses it with 429 past the limit. */
export function takeOrRefuse(deps: Deps, rule: LimitRule, key: string): void {
  if (!deps.limiter.take(rule.action, key, rule.limit, rule.windowMs)) throw refusal(rule);
}

/** Counts one attempt; false past the limit (for sends that are skipped quietly). */
export const take = (deps: Deps, rule: LimitRule, key: string) => deps.limiter.take(rule.action, key, rule.limit, rule.windowMs);

/** Refuses with 429 when the failures counted so far reached the limit, without counting this attempt. */
export function refuseIfExhausted(deps: Deps, rule: LimitRule, key: string): void {
  if (deps.limiter.used(rule.action, key) >= rule.limit) throw refusal(rule);
}

export function countFailure(deps: Deps, rule: LimitRule, key: string): void {
  deps.limiter.take(rule.action, key, rule.limit, rule.windowMs);
}
