/** Text made safe for XML: markup characters escaped, characters XML 1.0 forbids dropped. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** An element with escaped text content. */
export const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

/**
 * A site file's response. The route's `revalidate` makes Next.js cache it like a page and send
 * `Cache-Control: s-maxage=…, stale-while-revalidate=…` (docs/decisions/005).
 */
export function fileResponse(body: string, contentType: string): Response {
  return new Response(body, { headers: { 'content-type': `${contentType}; charset=utf-8`, 'x-content-type-options': 'nosniff' } });
}

export const xmlResponse = (xml: string, contentType = 'application/xml') => fileResponse(`${XML_DECLARATION}\n${xml}`, contentType);

export const notFoundResponse = () => new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
