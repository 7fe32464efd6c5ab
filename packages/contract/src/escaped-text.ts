/**
 * Text that readers type (comments) is stored as typed and answered HTML-escaped, so a client
 * that inserts it as HTML shows text, never markup (docs/api-decisions.md, "Comments").
 * A client that shows it as text decodes it once with `typedText`.
 */
// Quotes stay as typed: apostrophes are everywhere in comments, and a text client that does not
// decode would show `isn&#39;t`. Without `<` no tag can open, and a comment is element text.
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const UNESCAPES: Record<string, string> = Object.fromEntries(Object.entries(ESCAPES).map(([char, entity]) => [entity, char]));

/** The three characters that can open markup or an entity, written as entities. */
export function htmlEscaped(text: string): string {
  return text.replace(/[&<>]/g, (char) => ESCAPES[char]!);
}

/**
 * What the reader typed, from an `htmlEscaped` answer: exactly those three entities are read, in
 * one pass, so `&amp;lt;` comes back as the `&lt;` that was typed and never as `<`.
 */
export function typedText(escaped: string): string {
  return escaped.replace(/&(?:amp|lt|gt);/g, (entity) => UNESCAPES[entity]!);
}
