import type { Deps } from '../deps';
import { LIMITS, refusal, reserve, takeOrRefuse, type LimitRule } from './rate-limits';

/** How long a network an account signed in from stays known to it. */
const KNOWN_NETWORK_MS = 30 * 24 * 3_600_000;
const KNOWN_NETWORK = 'identity-signin-known';

/** One sign-in attempt whose limits are taken; `passed` gives them back when the secret was right. */
export interface SignInAttempt {
  passed(): Promise<void>;
}

/** The failure limits of one way of signing in: per account and network, and per account. */
export interface SignInRules {
  perSource: LimitRule;
  perAccount: LimitRule;
}

export const PASSWORD_RULES: SignInRules = { perSource: LIMITS.signInFailuresPerSource, perAccount: LIMITS.signInFailuresPerAccount };
export const PHONE_CODE_RULES: SignInRules = { perSource: LIMITS.codeFailuresPerSource, perAccount: LIMITS.codeFailuresPerPhone };

/**
 * Takes the limits of a sign-in attempt BEFORE its secret is checked, so attempts running at the
 * same time cannot all slip under a limit counted only once each check is over. Every attempt is
 * counted as a failure until `passed()` gives its slots back (successes never count).
 *
 * The rule (docs/identity-service.md, Rate limits): failures are counted per account and network,
 * so strangers lock out only their own networks; and per account, a wider budget that bounds
 * guesses spread over many networks. Once that budget is spent, only networks the account has
 * signed in from lately may still try, so the owner gets in from home while the guessing stops;
 * from a new network the owner can reset the password by email. Unknown accounts are counted
 * alike, so a 429 tells nothing about an account.
 */
export async function beginSignIn(deps: Deps, rules: SignInRules, account: string, address: string): Promise<SignInAttempt> {
  await takeOrRefuse(deps, LIMITS.signInPerAddress, address);
  const source = `${account}|${address}`;
  const perSource = await reserve(deps, rules.perSource, source);
  if (!perSource) throw refusal(rules.perSource);
  const perAccount = await reserve(deps, rules.perAccount, account);
  if (!perAccount && (await deps.limiter.used(KNOWN_NETWORK, source)) === 0) {
    await perSource.release();
    throw refusal(rules.perAccount);
  }
  return {
    async passed() {
      await perSource.release();
      await perAccount?.release();
      await deps.limiter.take(KNOWN_NETWORK, source, Number.MAX_SAFE_INTEGER, KNOWN_NETWORK_MS);
    },
  };
}
