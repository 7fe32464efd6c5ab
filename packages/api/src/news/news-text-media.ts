/** Our uploads in a story's text, as the text keeps them (plain functions, shared by reads and writes). */

/** Our own upload in a story's text: `src="/media/news/<file>"`, the form the text keeps. */
const TEXT_IMAGE = /src="\/media\/(news\/[\w.-]+)"/g;

/** The stored paths of our uploads a sanitized text shows. */
export function textImagePaths(html: string): string[] {
  return [...new Set([...html.matchAll(TEXT_IMAGE)].map((match) => match[1]!))];
}

/**
 * Clients read a story's text elsewhere than on the site (the apps), so our uploads in it are
 * answered with absolute addresses, as every other image is: under config.mediaBaseUrl, where
 * readers fetch media (the app's /media, or MEDIA_PUBLIC_URL).
 */
export function absoluteTextImages(html: string, mediaBaseUrl: string): string {
  return html.includes('src="/media/') ? html.replaceAll('src="/media/', `src="${mediaBaseUrl}/`) : html;
}

/**
 * A text sent back as it was read keeps our uploads as site paths again (see absoluteTextImages).
 * The app's own address counts too: a client may send back a text it read before MEDIA_PUBLIC_URL
 * was set.
 */
export function siteTextImages(html: string, addresses: { mediaBaseUrl: string; publicUrl: string }): string {
  const fromBase = html.replaceAll(`src="${addresses.mediaBaseUrl}/`, 'src="/media/');
  return fromBase.replaceAll(`src="${addresses.publicUrl}/media/`, 'src="/media/');
}
