import type { Deps } from '../deps';
import { tooManyRequests } from '../core/errors';
import type { Reservation } from '../core/rate-limit';

export interface LimitRule {
  action: string;
  limit: number;
  windowMs: number;
  /** What the reader is told, before "please wait N minutes and try again". */
  message: string;
}

const MINUTE = 60_000;

/**
 * The identity service's limits, per address (the caller's network: an IPv6 address counts by its
 * /64, core/client-address.ts) and per account (email or phone). Windows are short, so a reader
 * who hit one only waits. Sign-in failures are counted per account and address, so a stranger's
 * guesses lock out the stranger's network, not the reader; the account-wide budget bounds guesses
 * spread over many addresses and, once spent, refuses only addresses the account never signed in
 * from (identity/sign-in-guard.ts).
 */
export const LIMITS = {
  signInPerAddress: { action: 'identity-signin-ip', limit: 10, windowMs: MINUTE, message: 'Too many sign-in attempts from your network' },
  signInFailuresPerSource: {
    action: 'identity-signin-source',
    limit: 5,
    windowMs: 15 * MINUTE,
    message: 'Too many failed sign-in attempts for this account from your network',
  },
  signInFailuresPerAccount: {
    action: 'identity-signin-account',
    limit: 20,
    windowMs: 60 * MINUTE,
    message: 'Too many failed sign-in attempts for this account from new networks; you can still sign in from a device you used before, or reset your password by email',
  },
  codeFailuresPerSource: {
    action: 'identity-code-source',
    limit: 5,
    windowMs: 15 * MINUTE,
    message: 'Too many wrong codes for this number from your network',
  },
  codeFailuresPerPhone: {
    action: 'identity-code-account',
    limit: 20,
    windowMs: 60 * MINUTE,
    message: 'Too many wrong codes for this number from new networks; you can still sign in from a device you used before',
  },
  signUpPerAddress: { action: 'identity-signup-ip', limit: 10, windowMs: 10 * MINUTE, message: 'Too many sign-ups from your network' },
  mailPerAddress: { action: 'identity-mail-ip', limit: 10, windowMs: 10 * MINUTE, message: 'Too many email requests from your network' },
  mailPerAccount: { action: 'identity-mail-account', limit: 3, windowMs: 10 * MINUTE, message: 'Too many emails requested for this address' },
  codePerAddress: { action: 'identity-code-ip', limit: 10, windowMs: 10 * MINUTE, message: 'Too many codes requested from your network' },
  codePerPhone: { action: 'identity-code-phone', limit: 3, windowMs: 10 * MINUTE, message: 'Too many codes requested for this number' },
  linkPerAddress: { action: 'identity-link-ip', limit: 10, windowMs: MINUTE, message: 'Too many attempts from your network' },
} satisfies Record<string, LimitRule>;

export function refusal(rule: LimitRule) {
  const minutes = Math.ceil(rule.windowMs / MINUTE);
  const wait = minutes === 1 ? 'a minute' : minutes === 60 ? 'an hour' : `${minutes} minutes`;
  return tooManyRequests(`${rule.message}; please wait ${wait} and try again`);
}

/** Counts one attempt and refuses it with 429 past the limit. */
export async function takeOrRefuse(deps: Deps, rule: LimitRule, key: string): Promise<void> {
  if (!(await deps.limiter.take(rule.action, key, rule.limit, rule.windowMs))) throw refusal(rule);
}

/** Counts one attempt; false past the limit (for sends that are skipped quietly). */
export const take = (deps: Deps, rule: LimitRule, key: string) => deps.limiter.take(rule.action, key, rule.limit, rule.windowMs);

/** Takes a slot before the check it guards; null when none is left (nothing counted). */
export const reserve = (deps: Deps, rule: LimitRule, key: string): Promise<Reservation | null> => deps.limiter.reserve(rule.action, key, rule.limit, rule.windowMs);
