import { Parser } from 'htmlparser2';
import { htmlEscaped } from '@newsroom/contract/escaped-text';
import { NEWS_HTML } from '../src/news/news-html';

const LIVE_IMG = '<img src=x onerror=alert(1)>';

/** `text` HTML-escaped `depth` times: depth 2 of `<` is `&amp;lt;`. */
const escapedTimes = (text: string, depth: number) => Array.from({ length: depth }).reduce<string>((value) => htmlEscaped(value), text);

/**
 * What an attacker types into every field that takes reader text: classic XSS, tags hidden in
 * case, broken or nested tags, entities and escapes at every depth (the old comment filter
 * unescaped four rounds and stored depth 5 as a live tag), URL schemes and look-alikes. NUL-free:
 * control characters are refused before any endpoint runs.
 */
export const MARKUP_PAYLOADS: readonly string[] = [
  '<script>alert(1)</script>',
  '<ScRiPt>alert(1)</sCrIpT>',
  LIVE_IMG,
  '<IMG SRC=x OnErRoR=alert(1)>',
  '<svg onload=alert(1)>',
  '<svg/onload=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="https://example.com" onclick="alert(1)">x</a>',
  '<p>ok</p><img src="https://example.com/a.png" onerror="alert(1)">',
  '<img src="javascript:alert(1)">',
  'javascript:alert(1)',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<object data="javascript:alert(1)"></object><embed src=javascript:alert(1)>',
  '<form action=javascript:alert(1)><button>go</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:/">',
  '<body onload=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<style>@import "https://evil.example/x.css";</style>',
  '<details open ontoggle=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<math><mi//xlink:href="data:x,<script>alert(1)</script>">',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '</textarea><script>alert(1)</script>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<!DOCTYPE html><?xml version="1.0"?>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<<script>alert(1);//<</script>',
  '<img src=x onerror=alert(1)//',
  '<img """><script>alert(1)</script>">',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '\\u003cscript\\u003ealert(1)\\u003c/script\\u003e',
  '\\x3cimg src=x onerror=alert(1)\\x3e',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '＜script＞alert(1)＜/script＞',
  '&#60;img src=x onerror=alert(1)&#62;',
  '&#x3C;svg onload=alert(1)&#x3E;',
  '&LT;img src=x onerror=alert(1)&GT;',
  '&lt;img src=x onerror=alert(1)&gt',
  // Depth 4 is the finding's `&amp;amp;amp;lt;img …`.
  ...Array.from({ length: 10 }, (_, index) => escapedTimes(LIVE_IMG, index + 1)),
  ...Array.from({ length: 10 }, (_, index) => escapedTimes('<script>alert(1)</script>', index + 1).replace(/&/g, '&#38;')),
  'Plain words: 3 < 5 & 7 > 2, "quoted" and isn\'t',
];

/** Fields whose value is HTML by contract: they may hold the rich-text allowlist, nothing else. */
const RICH_FIELDS = new Set(['description']);

/** What an HTML parser would read as markup: `<` then a letter, `/`, `!` or `?`. */
const TAG_OPEN = /<[a-z/!?]/i;

const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'data', 'xlink:href']);
/** The scheme a browser sees once it drops whitespace and control characters inside it. */
// eslint-disable-next-line no-control-regex
const scriptScheme = (value: string) => /^(?:javascript|vbscript|data):/i.test(value.replace(/[\u0000-\u0020]/g, ''));

/** The only pages a description may frame: a YouTube or Vimeo player. */
const VIDEO_PLAYER = /^https:\/\/(?:(?:www\.)?youtube(?:-nocookie)?\.com\/embed\/[\w-]+|player\.vimeo\.com\/video\/\d+)(?:\?|$)/;
/** Where a description's images may come from: the web, or the site's own uploads. */
const IMAGE_SOURCE = /^(?:https?:\/\/|\/media\/)/i;

/** Rules on allowed tags that the allowlist alone does not express. */
function addressProblems(name: string, attribs: Record<string, string>): string[] {
  if (name === 'iframe' && !VIDEO_PLAYER.test(attribs.src ?? '')) return [`<iframe> frames ${attribs.src ?? 'nothing'}, not a video player`];
  if (name === 'img' && !IMAGE_SOURCE.test(attribs.src ?? '')) return [`<img> loads ${attribs.src ?? 'nothing'}`];
  if (name === 'a' && attribs.target && !/\bnoopener\b/.test(attribs.rel ?? '')) return ['<a target> can reach back to the page'];
  return [];
}

/** The problems an HTML tokenizer finds in one string: each a short sentence, none when clean. */
export function markupProblems(value: string, rich: boolean): string[] {
  const problems: string[] = [];
  if (!rich && TAG_OPEN.test(value)) problems.push('a text-only field carries a tag opening');
  const allowedTags = new Set(rich ? (NEWS_HTML.allowedTags as string[]) : []);
  const allowedAttributes = (NEWS_HTML.allowedAttributes || {}) as Record<string, string[]>;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (!allowedTags.has(name)) {
          problems.push(`tag <${name}> is not in the allowlist`);
          return;
        }
        for (const [attribute, attributeValue] of Object.entries(attribs)) {
          if (attribute.startsWith('on')) problems.push(`<${name}> carries the event handler ${attribute}`);
          else if (!(allowedAttributes[name] ?? []).includes(attribute)) problems.push(`<${name}> carries the attribute ${attribute}`);
          if (URL_ATTRIBUTES.has(attribute) && scriptScheme(attributeValue)) problems.push(`<${name} ${attribute}> is a script URL`);
        }
        problems.push(...addressProblems(name, attribs));
      },
      onclosetag(name, isImplied) {
        if (!isImplied && !allowedTags.has(name)) problems.push(`closing tag </${name}> is not in the allowlist`);
      },
      oncomment() {
        problems.push('an HTML comment');
      },
      onprocessinginstruction(name) {
        problems.push(`a declaration or processing instruction <${name}>`);
      },
      oncdatastart() {
        problems.push('a CDATA section');
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(value);
  parser.end();
  return problems;
}

/** Every string in an answer, with its path, checked; rich fields against the allowlist. */
export function answerProblems(answer: unknown, where = ''): string[] {
  if (typeof answer === 'string') {
    const field = where.split('.').at(-1) ?? '';
    return markupProblems(answer, RICH_FIELDS.has(field)).map((problem) => `${where}: ${problem} in ${JSON.stringify(answer)}`);
  }
  if (Array.isArray(answer)) return answer.flatMap((item, index) => answerProblems(item, `${where}[${index}]`));
  if (answer && typeof answer === 'object') return Object.entries(answer).flatMap(([key, item]) => answerProblems(item, where ? `${where}.${key}` : key));
  return [];
}
