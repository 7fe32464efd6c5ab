/**
 * Cleans HTML pasted from Word or Google Docs before the editor reads it. The editor's schema
 * already drops markup it does not know; what it would keep wrongly is handled here: Word's
 * conditional comments, `<o:p>` and `mso-` styles, and Google Docs' whole-document
 * `<b id="docs-internal-guid-…">` (its schema would make every word bold). Docs marks bold and
 * italic with styles on spans, so those become `<strong>`/`<em>` before the styles go.
 */
export function cleanPastedHtml(html: string): string {
  return stripAttributes(styledSpansToMarks(unwrapDocsWrapper(removeOfficeMarkup(html))));
}

function removeOfficeMarkup(html: string): string {
  return html
    .replace(/<!--\[if[\s\S]*?<!\[endif\]-->/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(style|script|xml|title)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<(meta|link)\b[^>]*>/gi, '')
    .replace(/<\/?(o|w|v|m):[^>]*>/gi, '');
}

function unwrapDocsWrapper(html: string): string {
  const opening = /<b\b[^>]*id="docs-internal-guid[^"]*"[^>]*>/i;
  if (!opening.test(html)) return html;
  const unwrapped = html.replace(opening, '');
  const last = unwrapped.toLowerCase().lastIndexOf('</b>');
  return last === -1 ? unwrapped : unwrapped.slice(0, last) + unwrapped.slice(last + 4);
}

function styledSpansToMarks(html: string): string {
  return html.replace(/<span\b([^>]*)>([\s\S]*?)<\/span>/gi, (_whole, attributes: string, inner: string) => {
    const style = /style="([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    let text = inner;
    if (/font-weight:\s*(bold|[6-9]00)/.test(style)) text = `<strong>${text}</strong>`;
    if (/font-style:\s*italic/.test(style)) text = `<em>${text}</em>`;
    return text;
  });
}

/** Styles (with every `mso-` rule), classes such as `MsoNormal`, and Word's language and id tags. */
function stripAttributes(html: string): string {
  return html.replace(/\s(style|class|lang|dir|id|align)=("[^"]*"|'[^']*'|[^\s>]+)/gi, '');
}
