import type { IdentityPhoneSession } from '@newsroom/contract/identity';
import type { Deps } from '../core/deps';
import { unauthorized } from '../core/errors';
import { accountBy, createAccount, identitySession } from './accounts';
import { checkPhoneCode, storePhoneCode } from './codes';
import { phoneCodeText } from './messages';
import { countFailure, LIMITS, refuseIfExhausted, takeOrRefuse } from './rate-limits';

export const WRONG_CODE = 'This code is wrong or has expired; please check it or ask for a new one';

/**
 * Sends a 6-digit code, valid 10 minutes, worded in the reader's language; any earlier code of
 * the number stops working.
 */
export async function sendPhoneCode(deps: Deps, phone: string, lang: string | undefined, address: string): Promise<void> {
  takeOrRefuse(deps, LIMITS.codePerAddress, address);
  takeOrRefuse(deps, LIMITS.codePerPhone, phone);
  const code = await storePhoneCode(deps.db, phone);
  deps.identity.deliveries.start('a sign-in code', async () => deps.identity.sms.sendSms({ to: phone, text: await phoneCodeText(deps, lang, code), code }));
}

/** Signs in with the code, creating the number's identity account on its first sign-in. */
export async function signInWithPhone(deps: Deps, phone: string, code: string, address: string): Promise<IdentityPhoneSession> {
  takeOrRefuse(deps, LIMITS.signInPerAddress, address);
  refuseIfExhausted(deps, LIMITS.signInFailuresPerAccount, phone);
  if (!(await checkPhoneCode(deps.db, phone, code))) {
    countFailure(deps, LIMITS.signInFailuresPerAccount, phone);
    throw unauthorized(WRONG_CODE);
  }
  const account = (await accountBy(deps.db, 'phone', phone)) ?? (await createAccount(deps.db, { phone }));
  return { ...(await identitySession(deps, account, 'phone')), phone };
}
