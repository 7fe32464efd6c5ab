import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import type { Context } from 'hono';

/**
 * The caller's address. Behind `hops` trusted proxies, each appended the address it saw to
 * `X-Forwarded-For`, so the client is the entry `hops` from the right; whatever stands further
 * left was written by the client and proves nothing. Without trusted proxies, the socket's peer.
 */
export function addressOf(c: Context, hops: number): string {
  const peer = c.env?.incoming?.socket?.remoteAddress || 'local';
  if (hops === 0) return peer;
  const forwarded = (c.req.header('x-forwarded-for') ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  return forwarded[forwarded.length - hops] ?? forwarded[0] ?? peer;
}

/** The eight 16-bit groups of an IPv6 address, `::` expanded and an embedded IPv4 tail converted. */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().split('%')[0]!;
  const v4Tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4Tail) {
    const [a, b, c, d] = v4Tail[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -v4Tail[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (side: string) => (side === '' ? [] : side.split(':').map((group) => parseInt(group, 16)));
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The key per-address limits and view counts use for an address. One IPv6 subscriber is handed a
 * whole /64 (2^64 addresses), so counting single IPv6 addresses would let one machine walk
 * around every limit: IPv6 addresses count by their /64. IPv4-mapped IPv6 is its IPv4 address.
 */
export function addressKey(address: string): string {
  if (isIPv4(address)) return address;
  if (!isIPv6(address.split('%')[0]!)) return address;
  const groups = ipv6Groups(address);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  return `${groups.slice(0, 4).map((group) => group.toString(16)).join(':')}::/64`;
}

/** An anonymous visitor's view is counted once per address key per day (UTC). */
const VIEW_WINDOW_MS = 24 * 3_600_000;

/**
 * Who an anonymous view belongs to: the address key and the day, hashed. Not the user agent,
 * which any script can change on every request to count itself again.
 */
export function visitorOf(address: string, now = Date.now()): string {
  const window = Math.floor(now / VIEW_WINDOW_MS);
  return createHash('sha256').update(`${addressKey(address)}|${window}`).digest('hex').slice(0, 32);
}
