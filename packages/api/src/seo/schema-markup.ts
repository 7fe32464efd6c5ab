/** The complete element as it opens; clients insert `schema_markup` into the page head as is. */
const OPENING = '<script type="application/ld+json">';

/** JSON-LD that an editor pasted inside its own script element, with any attributes. */
const PASTED_ELEMENT = /^<script\b[^>]*>([\s\S]*)<\/script\s*>$/i;

/**
 * `schema_markup` as the API answers it: the complete `<script type="application/ld+json">…</script>`
 * element (news items, breaking news, SEO pages). Editors store the JSON-LD alone or pasted inside
 * its element; either way the JSON is read and written anew with every `<` as `\u003c`, so no text
 * in it can close the element or open another. Stored text that is not a JSON object or list
 * answers "": it would be neither structured data nor safe to insert into a page.
 */
export function schemaMarkupElement(stored: string): string {
  const text = stored.trim();
  if (text === '') return '';
  const json = PASTED_ELEMENT.exec(text)?.[1] ?? text;
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return '';
  }
  if (data === null || typeof data !== 'object') return '';
  return `${OPENING}${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}
