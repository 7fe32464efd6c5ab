import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { pushEndpointRefusal, specialAddressRange } from './endpoint-policy';

/**
 * The endpoint policy with the site's exceptions: origins named in PUSH_TRUSTED_ORIGINS (a
 * private push service, the local one tests use) pass although private or on another port.
 */
export function refusalUnlessTrusted(endpoint: string, trustedOrigins: readonly string[]): string | null {
  if (trustedOrigins.length > 0) {
    try {
      if (trustedOrigins.includes(new URL(endpoint).origin)) return null;
    } catch {
      // Not a URL: the policy says so.
    }
  }
  return pushEndpointRefusal(endpoint);
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A DNS lookup for the sender's connections that refuses names resolving to special addresses
 * (a public name can be pointed at 10.0.0.1 at any time), except trusted hosts. IP literals never
 * reach a lookup: the policy checked those before the request.
 */
export function guardedLookup(trustedOrigins: readonly string[]) {
  const trustedHosts = new Set(trustedOrigins.map((origin) => new URL(origin).hostname));
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const refused = trustedHosts.has(hostname) ? undefined : addresses.find((found) => specialAddressRange(found.address));
      if (refused) return callback(Object.assign(new Error(`push endpoint ${hostname} resolves to ${specialAddressRange(refused.address)} address`), { code: 'EPUSHREFUSED' }), []);
      if (options.all) return callback(null, addresses);
      const first = addresses[0];
      return first ? callback(null, first.address, first.family) : callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), []);
    });
  };
}
