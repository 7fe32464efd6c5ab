/**
 * Comments and flag reasons are plain text, stored as the reader typed them: nothing is removed
 * or unescaped, so there is no markup to smuggle past a filter (an earlier filter unescaped in
 * rounds and let `&amp;amp;amp;lt;img …&gt;` through as a live tag). Safety comes on output:
 * answers carry the text HTML-escaped (`htmlEscaped` in the contract).
 *
 * Only what no reader means to type is normalized: line endings become `\n`, other control
 * characters go (tabs stay), long runs of blank lines shrink to one, and the ends are trimmed.
 */
export function typedPlainText(input: string): string {
  return (
    input
      .replace(/\r\n?/g, '\n')
      // C0 controls but tab and newline, DEL, and the C1 controls.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}
