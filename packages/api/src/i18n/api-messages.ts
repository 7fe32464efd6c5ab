import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Every message the API can answer, read from its sources (tests use it to prove each one has a
 * translation). Messages are written in a handful of ways, each matched here:
 * - sentences given to `ok`, `listReply`, the error helpers, `new ApiError` or `(localized)failure`, and the
 *   `message:` of a handler's reply or of a rate-limit rule (a capitalised text);
 * - `notFound('Comment')`, answered as "Comment not found";
 * - the default sentences of the error helpers (`message = '…'`);
 * - parameter rules (`'must be a whole number'`, a lower-case `message:` or the text of a zod
 *   check), answered after the field's name: "offset must be a whole number".
 * A template literal's `${…}` parts are filled with samples: a number where the expression is a
 * count or a limit, else an API field name.
 */
export interface CollectedMessage {
  /** The message as a client would read it, with samples in place of its variable parts. */
  text: string;
  /** Where it was found, `file:line`, for the failure report. */
  where: string;
}

const SENTENCE_CALLS = /\b(?:ok|listReply|badRequest|unauthorized|forbidden|conflict|tooLarge|unsupportedType|tooManyRequests)\(\s*(['`])((?:\\.|(?!\1)[^\\])*)\1/g;
const STATUS_CALLS = /\b(?:new ApiError|failure|localizedFailure)\(\s*(?:c,\s*)?(?:(?:deps|runtime),\s*)?\d{3},\s*(['`])((?:\\.|(?!\1)[^\\])*)\1/g;
const NOT_FOUND = /\bnotFound\(\s*(['`])((?:\\.|(?!\1)[^\\])*)\1/g;
const MESSAGE_PROPERTY = /\bmessage(?::|\s*=)\s*(['`])((?:\\.|(?!\1)[^\\])*)\1/g;
const ZOD_CHECKS = /\.(?:min|max|length|regex|refine)\([^'`\n]*?,\s*(['`])((?:\\.|(?!\1)[^\\])*)\1/g;
/** A rule given as a check's last argument, e.g. `.refine((value) => …, 'must be a language code')`. */
const RULE_ARGUMENTS = /,\s*(['`])((?:must|is|or|has|needs|does) (?:(?!\1)[^\\])*)\1\s*\)/g;
/** `ok(status === 1 ? 'Added' : 'Removed', …)`: both sentences. */
const CHOICES = /\b(?:ok|badRequest|conflict)\([^'`\n]*\?\s*(['`])((?:\\.|(?!\1)[^\\])*)\1\s*:\s*(['`])((?:\\.|(?!\3)[^\\])*)\3/g;
/** A sentence kept in a constant, e.g. `const WRONG_CODE = 'This code is wrong…'`. */
const CONSTANTS = /\bconst [A-Z][A-Z_]*\s*=\s*(['`])([A-Z][a-z]*(?:[ -][^'`]*)?\s[^'`]*)\1/g;
/** A check that answers the rule it broke, e.g. `return 'password must not be your email address'`. */
const RETURNED_RULES = /\breturn\s+(['`])([a-z_]+ (?:must|is) (?:(?!\1)[^\\])*)\1/g;

const NUMBER_LIKE = /max|min|length|limit|count|size|bytes|math|missing/i;

/** Samples for the parts a client reads as words: a rate limit's reason and its wait. */
const WORD_SAMPLES: Record<string, string> = { 'rule.message': 'Too many sign-ups from your network', wait: 'a minute' };

/** `${max}` → 5, `${field}` → sample_field; a template's text otherwise as written. */
function withSamples(text: string): string {
  return text.replace(/\$\{([^}]*)\}/g, (_whole, expression: string) => WORD_SAMPLES[expression] ?? (NUMBER_LIKE.test(expression) ? '5' : 'sample_field'));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    // The configuration's messages (config.ts, the shared env-settings.ts) are read by whoever
    // starts the server, not by clients; json.ts checks the API's own answers in tests.
    const answers = entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !/^(api-messages|messages-|config|env-settings|json\.ts)/.test(entry.name);
    return answers ? [full] : [];
  });
}

/**
 * The source with its documentation examples blanked out (`example: {…}`, `FOO_EXAMPLE = {…}`):
 * a sample comment's `message: 'The boats are back!'` is data, not an answer. Newlines are kept,
 * so line numbers still point at the source.
 */
function withoutExamples(source: string): string {
  let result = source;
  for (const start of [...source.matchAll(/(?:\bexample:|_EXAMPLE\s*=)\s*\{/g)].map((match) => (match.index ?? 0) + match[0].length - 1)) {
    let depth = 0;
    let end = start;
    for (; end < source.length; end += 1) {
      if (source[end] === '{') depth += 1;
      else if (source[end] === '}' && (depth -= 1) === 0) break;
    }
    result = result.slice(0, start) + source.slice(start, end + 1).replace(/[^\n]/g, ' ') + result.slice(end + 1);
  }
  return result;
}

function lineOf(source: string, index: number): number {
  return source.slice(0, index).split('\n').length;
}

/** The messages written in the TypeScript sources under `dirs`. */
export function collectApiMessages(dirs: string[]): CollectedMessage[] {
  const found: CollectedMessage[] = [];
  for (const file of dirs.flatMap(sourceFiles)) {
    const source = withoutExamples(readFileSync(file, 'utf8'));
    const add = (pattern: RegExp, shape: (text: string, raw: string) => string | null) => {
      for (const match of source.matchAll(pattern)) {
        const text = shape(withSamples(match[2] ?? ''), match[2] ?? '');
        if (text) found.push({ text, where: `${path.basename(file)}:${lineOf(source, match.index ?? 0)}` });
      }
    };
    add(SENTENCE_CALLS, (text) => text);
    add(STATUS_CALLS, (text) => text);
    add(NOT_FOUND, (text) => `${text} not found`);
    // A capitalised message is a sentence; a lower-case one a rule that follows a field's name.
    // A message that starts with a value (`${name} liked your comment`) is a notification's text, not an answer.
    add(MESSAGE_PROPERTY, (text, raw) => (raw.startsWith('${') ? null : /^[A-Z]/.test(text) ? text : `sample_field ${text}`));
    add(ZOD_CHECKS, (text) => `sample_field ${text}`);
    add(RULE_ARGUMENTS, (text) => `sample_field ${text}`);
    add(CONSTANTS, (text) => text);
    add(RETURNED_RULES, (text) => text);
    for (const match of source.matchAll(CHOICES)) {
      for (const text of [match[2], match[4]]) found.push({ text: withSamples(text ?? ''), where: `${path.basename(file)}:${lineOf(source, match.index ?? 0)}` });
    }
  }
  return found.filter((message) => message.text.trim() !== '' && !message.text.startsWith('sample_field sample_field'));
}
