import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { addressOf } from './pipeline';

/** Answers the address the pipeline would rate-limit, for a given number of trusted proxies. */
async function seenAddress(hops: number, forwardedFor?: string): Promise<string> {
  const app = new Hono();
  app.get('/', (c) => c.text(addressOf(c, hops)));
  const headers: Record<string, string> = forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor };
  return (await app.request('/', { headers })).text();
}

describe('the caller address used for per-address limits', () => {
  it('ignores X-Forwarded-For when no proxy is trusted, so a client cannot pick its address', async () => {
    expect(await seenAddress(0, '203.0.113.7')).toBe('local');
  });

  it('takes the entry the trusted proxy appended, not what the client wrote before it', async () => {
    expect(await seenAddress(1, '203.0.113.7, 198.51.100.4')).toBe('198.51.100.4');
    expect(await seenAddress(2, '203.0.113.7, 198.51.100.4, 10.0.0.2')).toBe('198.51.100.4');
    expect(await seenAddress(1, '198.51.100.4')).toBe('198.51.100.4');
  });

  it('falls back to the peer when a trusted proxy sent no header', async () => {
    expect(await seenAddress(1)).toBe('local');
  });
});
