import sanitizeHtml from 'sanitize-html';

const STRIP_ALL: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };

/** sanitize-html escapes the text it keeps; a plain-text field wants the characters themselves. */
function unescapeText(value: string): string {
  return value.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

/**
 * Comments and flag reasons are plain text: every tag goes (scripts and styles with their
 * content), line breaks survive as newlines. Repeated until stable, so text smuggled in as
 * escaped markup (`&lt;script&gt;`) cannot come back as a tag once unescaped.
 */
export function toPlainText(input: string): string {
  let current = input;
  for (let round = 0; round < 4; round += 1) {
    const withBreaks = current.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|div|li|h[1-6])>/gi, '\n');
    const next = unescapeText(sanitizeHtml(withBreaks, STRIP_ALL));
    if (next === current) break;
    current = next;
  }
  return current.replace(/\n{3,}/g, '\n\n').trim();
}
