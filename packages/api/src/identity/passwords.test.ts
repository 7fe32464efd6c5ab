import { scryptSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, passwordProblem, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('stores scrypt parameters, a per-password salt and the hash, and verifies only the right password', async () => {
    const first = await hashPassword('Quiet-Harbour-42');
    const second = await hashPassword('Quiet-Harbour-42');
    expect(first).toMatch(/^scrypt\$N=32768,r=8,p=1\$[\w-]{22}\$[\w-]{43}$/);
    expect(second).not.toBe(first);
    expect(await verifyPassword('Quiet-Harbour-42', first)).toEqual({ matches: true, outdated: false });
    expect((await verifyPassword('quiet-harbour-42', first)).matches).toBe(false);
  });

  it('verifies hashes made with older parameters and marks them for rehashing', async () => {
    const salt = randomBytes(16);
    const key = scryptSync('Old-But-Gold-9'.normalize('NFKC'), salt, 32, { N: 1024, r: 8, p: 1 });
    const stored = `scrypt$N=1024,r=8,p=1$${salt.toString('base64url')}$${key.toString('base64url')}`;
    expect(await verifyPassword('Old-But-Gold-9', stored)).toEqual({ matches: true, outdated: true });
  });

  it('treats the same text in another Unicode form as the same password', async () => {
    const composed = 'caf\u00e9-au-lait-1';
    const decomposed = 'cafe\u0301-au-lait-1';
    expect((await verifyPassword(decomposed, await hashPassword(composed))).matches).toBe(true);
  });

  it('never matches a damaged hash, nor asks for absurd work', async () => {
    for (const stored of ['', 'plain-text', 'scrypt$N=3,r=8,p=1$c2FsdA$aGFzaA', 'scrypt$N=1073741824,r=8,p=1$c2FsdA$aGFzaA']) {
      expect(await verifyPassword('anything-at-all', stored)).toEqual({ matches: false, outdated: false });
    }
  });
});

describe('password rules', () => {
  it('refuses the common, the repetitive and the email itself, and accepts the rest', async () => {
    expect(await passwordProblem('12345678')).toMatch(/most common passwords/);
    expect(await passwordProblem('Sunshine1')).toMatch(/most common passwords/);
    expect(await passwordProblem('abababab')).toBe('password must not repeat the same few characters');
    expect(await passwordProblem('reader@example.com', 'reader@example.com')).toBe('password must not be your email address');
    expect(await passwordProblem('Quiet-Harbour-42', 'reader@example.com')).toBeNull();
    expect(await passwordProblem('مرحبا بالعالم')).toBeNull();
  });
});
