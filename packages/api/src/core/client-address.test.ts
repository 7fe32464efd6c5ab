import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { addressKey, addressOf, visitorOf } from './client-address';

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

describe('the key of an address for limits and view counts', () => {
  it('is an IPv4 address itself, and an IPv6 address its /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:ffff:ffff:ffff:fffe')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0DB8:0001:0002::')).toBe('2001:db8:1:2::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('::ffff:198.51.100.4')).toBe('198.51.100.4');
    expect(addressKey('::ffff:c633:6404')).toBe('198.51.100.4');
    expect(addressKey('local')).toBe('local');
  });

  it('makes one visitor of one address (or /64) for a day, whatever the browser says', () => {
    const noon = Date.UTC(2026, 10, 24, 12);
    expect(visitorOf('2001:db8:1:2::1', noon)).toBe(visitorOf('2001:db8:1:2::ffff', noon + 3_600_000));
    expect(visitorOf('2001:db8:1:3::1', noon)).not.toBe(visitorOf('2001:db8:1:2::1', noon));
    expect(visitorOf('203.0.113.7', noon)).not.toBe(visitorOf('203.0.113.7', noon + 24 * 3_600_000));
  });
});
