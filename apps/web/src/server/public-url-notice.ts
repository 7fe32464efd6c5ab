/** What the start-up log says about PUBLIC_URL, when there is something to say. */
export interface PublicUrlNotice {
  level: 'warn' | 'info';
  message: string;
}

const LOOPBACK = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

const portOf = (url: URL) => url.port || (url.protocol === 'https:' ? '443' : '80');

/**
 * Every image, media file and absolute link is built from PUBLIC_URL, so a PUBLIC_URL that is
 * not where this server listens is worth one line at start. On this machine (a loopback
 * address) it breaks every image: a warning that says what to do. Another host is what a site
 * behind a proxy looks like: a line that only says which address the pages use.
 */
export function publicUrlNotice(publicUrl: string, listeningUrl: string): PublicUrlNotice | null {
  const site = new URL(publicUrl);
  const here = new URL(listeningUrl);
  if (site.origin === here.origin) return null;
  if (LOOPBACK.test(site.hostname)) {
    if (LOOPBACK.test(here.hostname) && portOf(site) === portOf(here)) return null;
    return {
      level: 'warn',
      message:
        `[server] PUBLIC_URL is ${site.origin}, but this server listens on ${here.origin}: images, media and links would point ` +
        `where nothing answers. Leave PUBLIC_URL unset (it follows PORT and HOST) or set it to ${here.origin}.`,
    };
  }
  return { level: 'info', message: `[server] pages, images and links use PUBLIC_URL ${site.origin}; this server listens on ${here.origin} (as behind a proxy)` };
}
