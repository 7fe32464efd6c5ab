/**
 * The addresses a news description may point to. Each is read with the WHATWG URL parser, the one
 * browsers use, so tabs, newlines, entities (already decoded by the HTML parser), mixed case and
 * backslashes mean here what they will mean on the page: `jav&#x09;ascript:` is `javascript:`.
 */

/** Any origin we own would do: it only tells a site-relative address from one that leaves. */
const SITE = new URL('https://site.invalid/news/');

/** What the browser ignores around and inside an address before it reads the scheme. */
// eslint-disable-next-line no-control-regex
const unread = (value: string) => value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');

/**
 * The address as the browser reads it on the page, or null when it names no scheme yet leaves
 * the site (`//host`, `/\\host`): an address is either absolute or on the site.
 */
function parsed(value: string): URL | null {
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return null;
  }
  const absolute = /^[a-z][a-z\d+.-]*:/i.test(unread(value));
  return absolute || url.origin === SITE.origin ? url : null;
}

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** A link's address, if a reader may follow it: http(s), mailto or a path on the site. */
export function linkTarget(href: string): { leavesSite: boolean } | null {
  const url = parsed(href);
  if (!url || !LINK_PROTOCOLS.has(url.protocol)) return null;
  return { leavesSite: url.origin !== SITE.origin };
}

/**
 * An image source, if allowed: any http(s) address, or a stored upload under `/media/` (the
 * path written as such, and still there once `..` is resolved).
 */
export function imageSource(src: string): string | null {
  const url = parsed(src);
  if (!url) return null;
  if (url.origin === SITE.origin) return src.startsWith('/media/') && url.pathname.startsWith('/media/') ? src : null;
  return url.protocol === 'http:' || url.protocol === 'https:' ? src : null;
}

interface EmbedHost {
  name: string;
  hosts: readonly string[];
  path: RegExp;
}

/** The video players a description may embed, and the only page of each that may be framed. */
const EMBED_HOSTS: readonly EmbedHost[] = [
  { name: 'YouTube', hosts: ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'youtube-nocookie.com'], path: /^\/embed\/[\w-]{6,64}$/ },
  { name: 'Vimeo', hosts: ['player.vimeo.com'], path: /^\/video\/\d{1,15}$/ },
];

/**
 * A video player's address, rebuilt from its parts (https, the player's host, its embed path and
 * query; no credentials or fragment), with the player's name for a default title; null for any
 * other frame.
 */
export function embeddedPlayer(src: string): { src: string; name: string } | null {
  const url = parsed(src);
  if (!url || url.protocol !== 'https:' || url.port !== '') return null;
  const host = EMBED_HOSTS.find((candidate) => candidate.hosts.includes(url.hostname) && candidate.path.test(url.pathname));
  return host ? { src: `https://${url.hostname}${url.pathname}${url.search}`, name: host.name } : null;
}

export const EMBED_HOSTNAMES = EMBED_HOSTS.flatMap((host) => host.hosts);

/** A width, height or list start the editor writes: a plain number. */
export const wholeNumber = (value: string | undefined, digits: number) => (value !== undefined && new RegExp(`^\\d{1,${digits}}$`).test(value) ? value : undefined);
