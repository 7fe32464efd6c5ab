import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { isCommonPassword } from './common-passwords';

/**
 * Password hashing with scrypt (node:crypto). The parameters are stored with each hash
 * (`scrypt$N=32768,r=8,p=1$<salt>$<hash>`), so raising them later only needs a new
 * CURRENT: older hashes still verify and are rehashed at the next successful sign-in.
 * N=2^15, r=8 takes 32 MiB and roughly 0.1 s per hash on a small server.
 */
const CURRENT = { N: 2 ** 15, r: 8, p: 1 };
const KEY_BYTES = 32;
const SALT_BYTES = 16;

interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

function derive(password: string, salt: Buffer, keyBytes: number, params: ScryptParams): Promise<Buffer> {
  // Room for the largest parameters we accept; Node refuses anything above 32 MiB by default.
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    // Unicode passwords are compared in one normal form, so the same typed text always matches.
    scrypt(password.normalize('NFKC'), salt, keyBytes, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, KEY_BYTES, CURRENT);
  return `scrypt$N=${CURRENT.N},r=${CURRENT.r},p=${CURRENT.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

function parse(stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
  const match = /^scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([\w-]+)\$([\w-]+)$/.exec(stored);
  if (!match) return null;
  const [N, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Guards against a corrupted row asking for absurd work.
  if (N < 2 || N > 2 ** 20 || (N & (N - 1)) !== 0 || r < 1 || r > 32 || p < 1 || p > 16) return null;
  return { params: { N, r, p }, salt: Buffer.from(match[4]!, 'base64url'), key: Buffer.from(match[5]!, 'base64url') };
}

export interface PasswordCheck {
  matches: boolean;
  /** The hash uses older parameters than CURRENT and should be replaced. */
  outdated: boolean;
}

export async function verifyPassword(password: string, stored: string): Promise<PasswordCheck> {
  const parsed = parse(stored);
  if (!parsed) {
    await burnPasswordCheck(password);
    return { matches: false, outdated: false };
  }
  const key = await derive(password, parsed.salt, parsed.key.length, parsed.params);
  const matches = key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
  const outdated = parsed.params.N !== CURRENT.N || parsed.params.r !== CURRENT.r || parsed.params.p !== CURRENT.p;
  return { matches, outdated };
}

const DUMMY_SALT = randomBytes(SALT_BYTES);

/**
 * The same work as checking a real password, for an address without one: a sign-in for an
 * unknown address then takes as long as a wrong password for a known one.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  await derive(password, DUMMY_SALT, KEY_BYTES, CURRENT);
}

/** Why a new password is refused, as a sentence for the reader, or null when it is acceptable. */
export async function passwordProblem(password: string, email?: string): Promise<string | null> {
  const lower = password.normalize('NFKC').toLowerCase();
  if (email && (lower === email || lower === email.split('@')[0])) return 'password must not be your email address';
  if (new Set(lower).size < 3) return 'password must not repeat the same few characters';
  if (await isCommonPassword(lower)) return 'password is one of the most common passwords; please choose one that is harder to guess';
  return null;
}
