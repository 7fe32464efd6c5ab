import { isIPv4, isIPv6 } from 'node:net';

/**
 * Which push endpoints the server may ever send to. A Web Push subscription names a URL that the
 * server will later POST to, so a subscription is a request the server makes on a stranger's
 * behalf: aimed at 127.0.0.1, 10.x, 169.254.169.254 (cloud metadata) or a `.internal` name, it
 * would reach services that only trust their own network. Registration refuses such endpoints,
 * and the sender must call `pushEndpointRefusal` again before each send, then connect only to
 * addresses that pass `specialAddressRange` after resolving the name: DNS can point a public
 * name at a private address, at any time.
 */

/** Names that resolve inside a network, never to a public push service. */
const LOCAL_NAME_SUFFIXES = ['localhost', 'local', 'internal', 'home.arpa', 'lan'];

/**
 * Why the server must not send to this push endpoint (a phrase such as "its host is a loopback
 * address"), or null when it may. The URL parser normalizes the host first, so decimal, hex and
 * octal IPv4 forms (`2130706433`, `0x7f.1`, `0177.0.0.1`) and IPv6 spellings meet the same checks.
 */
export function pushEndpointRefusal(endpoint: string): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'it is not a URL';
  }
  if (url.protocol !== 'https:') return 'it must use https';
  if (url.username || url.password) return 'it must not carry a user name or password';
  // Push services listen on HTTPS's own port (the parser leaves `port` empty for 443); another
  // port on the same host is another service.
  if (url.port !== '') return 'it must use the https port 443';
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const address = host.startsWith('[') ? host.slice(1, -1) : host;
  if (isIPv4(address) || isIPv6(address)) {
    const range = specialAddressRange(address);
    return range ? `its host is ${range} address` : null;
  }
  const suffix = LOCAL_NAME_SUFFIXES.find((name) => host === name || host.endsWith(`.${name}`));
  if (suffix) return `its host is a local name (.${suffix})`;
  // A name without a dot is completed by the server's DNS search list: a machine inside.
  return host.includes('.') ? null : 'its host must be a public domain name';
}

/** The endpoint of a stored Web Push token (canonical subscription JSON), or null for an FCM token. */
export function webPushEndpointOf(token: string): string | null {
  if (!token.startsWith('{')) return null;
  try {
    const parsed: unknown = JSON.parse(token);
    const endpoint = (parsed as { endpoint?: unknown } | null)?.endpoint;
    return typeof endpoint === 'string' ? endpoint : null;
  } catch {
    return null;
  }
}

interface Range {
  /** The first address of the range, as a number (IPv4) or eight 16-bit groups (IPv6). */
  start: number[];
  bits: number;
  /** Read after "a"/"an", e.g. "a loopback". */
  name: string;
}

const v4 = (cidr: string, name: string): Range => {
  const [address, bits] = cidr.split('/');
  return { start: [ipv4Number(address!)], bits: Number(bits), name };
};

/** IPv4 space that is not public unicast (IANA special-purpose registry, RFC 6890 and after). */
const IPV4_SPECIAL: Range[] = [
  v4('0.0.0.0/8', 'an unspecified'),
  v4('10.0.0.0/8', 'a private'),
  v4('100.64.0.0/10', 'a shared (carrier NAT)'),
  v4('127.0.0.0/8', 'a loopback'),
  v4('169.254.0.0/16', 'a link-local'),
  v4('172.16.0.0/12', 'a private'),
  v4('192.0.0.0/24', 'a reserved'),
  v4('192.0.2.0/24', 'a documentation'),
  v4('192.88.99.0/24', 'a reserved'),
  v4('192.168.0.0/16', 'a private'),
  v4('198.18.0.0/15', 'a reserved'),
  v4('198.51.100.0/24', 'a documentation'),
  v4('203.0.113.0/24', 'a documentation'),
  v4('224.0.0.0/4', 'a multicast'),
  v4('240.0.0.0/4', 'a reserved'),
];

const v6 = (cidr: string, name: string): Range => {
  const [address, bits] = cidr.split('/');
  return { start: ipv6Groups(address!), bits: Number(bits), name };
};

/**
 * IPv6 space that is not public unicast, checked before the "outside 2000::/3" rule. The ranges
 * that carry an IPv4 address (mapped, NAT64, 6to4) are judged by that address instead.
 */
const IPV6_SPECIAL: Range[] = [
  v6('::/128', 'an unspecified'),
  v6('::1/128', 'a loopback'),
  v6('64:ff9b:1::/48', 'a private'),
  v6('100::/64', 'a reserved'),
  v6('2001::/23', 'a reserved'),
  v6('2001:db8::/32', 'a documentation'),
  v6('3fff::/20', 'a documentation'),
  v6('fc00::/7', 'a unique-local'),
  v6('fe80::/10', 'a link-local'),
  v6('fec0::/10', 'a site-local'),
  v6('ff00::/8', 'a multicast'),
];

/** Prefixes that embed an IPv4 address, and the two 16-bit groups that hold it. */
const IPV4_CARRIERS: { range: Range; groups: [number, number] }[] = [
  { range: v6('::ffff:0:0/96', 'an IPv4-mapped'), groups: [6, 7] },
  { range: v6('64:ff9b::/96', 'a NAT64'), groups: [6, 7] },
  { range: v6('2002::/16', 'a 6to4'), groups: [1, 2] },
];

/**
 * The kind of special address this is ("a loopback", "a private", …), or null for a public
 * unicast address the server may connect to. Accepts what the URL parser and DNS give: dotted
 * IPv4, IPv6 with or without an IPv4 tail, with or without a zone (`fe80::1%eth0`).
 */
export function specialAddressRange(address: string): string | null {
  const bare = address.replace(/%.*$/, '');
  if (isIPv4(bare)) {
    const n = ipv4Number(bare);
    return IPV4_SPECIAL.find((range) => inRange([n], range, 32))?.name ?? null;
  }
  if (!isIPv6(bare)) return 'not an IP';
  const groups = ipv6Groups(bare);
  for (const { range, groups: [high, low] } of IPV4_CARRIERS) {
    if (inRange(groups, range, 16)) return specialAddressRange(ipv4Text(groups[high]! * 65536 + groups[low]!));
  }
  const special = IPV6_SPECIAL.find((range) => inRange(groups, range, 16));
  if (special) return special.name;
  // Global unicast is 2000::/3; everything else is unassigned or reserved (::/96 included).
  return (groups[0]! & 0xe000) === 0x2000 ? null : 'a reserved';
}

/** Whether `value` (as numbers of `width` bits each) starts with the range's first `bits` bits. */
function inRange(value: number[], range: Range, width: number): boolean {
  let left = range.bits;
  for (let i = 0; left > 0; i += 1) {
    const take = Math.min(width, left);
    const shift = width - take;
    if (Math.floor(value[i]! / 2 ** shift) !== Math.floor(range.start[i]! / 2 ** shift)) return false;
    left -= take;
  }
  return true;
}

function ipv4Number(address: string): number {
  return address.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

function ipv4Text(n: number): string {
  return [24, 16, 8, 0].map((shift) => Math.floor(n / 2 ** shift) % 256).join('.');
}

/** Eight 16-bit groups of a valid IPv6 address (checked by the caller). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const n = ipv4Number(tail[1]!);
    text = `${text.slice(0, tail.index)}${Math.floor(n / 65536).toString(16)}:${(n % 65536).toString(16)}`;
  }
  const [head, rest] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const first = parse(head);
  if (rest === undefined) return first;
  const last = parse(rest);
  return [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last];
}
