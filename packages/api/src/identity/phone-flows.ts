import type { IdentityPhoneSession } from '@newsroom/contract/identity';
import type { Deps } from '../deps';
import { unauthorized } from '../core/errors';
import { accountBy, createAccount, identitySession } from './accounts';
import { checkPhoneCode, storePhoneCode } from './codes';
import { phoneCodeText } from './messages';
import { LIMITS, takeOrRefuse } from './rate-limits';
import { beginSignIn, PHONE_CODE_RULES } from './sign-in-guard';

export const WRONG_CODE = 'This code is wrong or has expired; please check it or ask for a new one';

/**
 * Sends a 6-digit code, valid 10 minutes, worded in the reader's language; any earlier code of
 * the number stops working.
 */
export async function sendPhoneCode(deps: Deps, phone: string, lang: string | undefined, address: string): Promise<void> {
  await takeOrRefuse(deps, LIMITS.codePerAddress, address);
  await takeOrRefuse(deps, LIMITS.codePerPhone, phone);
  const code = await storePhoneCode(deps.db, phone);
  deps.identity.deliveries.start('a sign-in code', async () => deps.identity.sms.sendSms({ to: phone, text: await phoneCodeText(deps, lang, code), code }));
}

/**
 * Signs in with the code, creating the number's identity account on its first sign-in. The
 * attempt's limits are taken before the code is checked (identity/sign-in-guard.ts), and the
 * code itself takes at most PHONE_CODE_MAX_ATTEMPTS guesses (identity/codes.ts).
 */
export async function signInWithPhone(deps: Deps, phone: string, code: string, address: string): Promise<IdentityPhoneSession> {
  const attempt = await beginSignIn(deps, PHONE_CODE_RULES, phone, address);
  if (!(await checkPhoneCode(deps.db, phone, code))) throw unauthorized(WRONG_CODE);
  await attempt.passed();
  const account = (await accountBy(deps.db, 'phone', phone)) ?? (await createAccount(deps.db, { phone }));
  return { ...(await identitySession(deps, account, 'phone')), phone };
}
