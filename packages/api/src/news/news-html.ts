import sanitizeHtml from 'sanitize-html';

/**
 * The markup a news description may carry. Descriptions are written by readers and rendered as
 * HTML on the site, so they are cleaned with an allowlist when stored: no scripts, styles, event
 * handlers, frames or `javascript:` links; links never pass page rank or a window handle.
 */
export const NEWS_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'b', 'i', 'u', 's', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'a', 'img', 'figure', 'figcaption'],
  allowedAttributes: { a: ['href', 'title', 'rel'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { a: ['http', 'https', 'mailto'], img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener nofollow' } }),
  },
};

export function sanitizeNewsHtml(html: string): string {
  return sanitizeHtml(html, NEWS_HTML).trim();
}
