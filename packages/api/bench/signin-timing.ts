// How long the identity service takes to refuse a wrong password and an address it does not
// know. The two must look alike, or the time of an answer would tell who has an account; the
// tests check that the same scrypt work runs for both, and this measures it.
import path from 'node:path';
import { openDatabase, schema } from '@newsroom/db/client';
import { hashPassword } from '../src/identity/passwords';

const EMAIL = 'bench-signin@example.com';
const PASSWORD = 'Bench-Harbour-2026';
/** Under the per-account limit of failed sign-ins (5 in 15 minutes). */
const ROUNDS = 5;

/** A confirmed account with a password, added to a copied data set before the server opens it. */
export async function addSignInAccount(dataDir: string): Promise<void> {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  try {
    const passwordHash = await hashPassword(PASSWORD);
    await database.db
      .insert(schema.identityAccounts)
      .values({ uid: 'bench-signin', email: EMAIL, emailVerifiedAt: new Date(), passwordHash })
      .onConflictDoNothing();
  } finally {
    await database.close();
  }
}

export interface SignInTiming {
  wrongPasswordMs: number;
  unknownAddressMs: number;
}

/**
 * Medians of ROUNDS sign-ins each, taken in turns, each from its own address (the server must
 * trust one proxy hop): a wrong password for the account, and an address no account has.
 */
export async function measureSignInTiming(base: string, accessKey: string): Promise<SignInTiming> {
  const timed = async (email: string, round: number): Promise<number> => {
    const started = performance.now();
    const response = await fetch(`${base}/api/identity_email_signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': `203.0.113.${round * 2 + (email === EMAIL ? 0 : 1)}` },
      body: new URLSearchParams({ access_key: accessKey, email, password: 'Not-The-Password-1' }),
    });
    await response.text();
    if (response.status !== 401) throw new Error(`sign-in answered ${response.status}, not 401`);
    return performance.now() - started;
  };
  const wrong: number[] = [];
  const unknown: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    wrong.push(await timed(EMAIL, round));
    unknown.push(await timed(`nobody-${round}@example.com`, round));
  }
  const median = (values: number[]) => Math.round([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!);
  return { wrongPasswordMs: median(wrong), unknownAddressMs: median(unknown) };
}
