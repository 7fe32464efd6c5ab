import { describe, expect, it } from 'vitest';
import { schemaMarkupElement } from './schema-markup';

const element = (json: string) => `<script type="application/ld+json">${json}</script>`;

describe('schemaMarkupElement', () => {
  it('wraps stored JSON-LD in the complete script element', () => {
    expect(schemaMarkupElement('{"@type":"NewsArticle","headline":"Rain"}')).toBe(element('{"@type":"NewsArticle","headline":"Rain"}'));
    expect(schemaMarkupElement('[{"@type":"WebSite"}]')).toBe(element('[{"@type":"WebSite"}]'));
  });

  it('keeps markup pasted with its element as one element, never wrapped twice', () => {
    const pasted = `<script type='application/ld+json' id="ld">\n {"@type": "WebPage"}\n</script>`;
    expect(schemaMarkupElement(pasted)).toBe(element('{"@type":"WebPage"}'));
    expect(schemaMarkupElement(schemaMarkupElement('{"@type":"WebPage"}'))).toBe(element('{"@type":"WebPage"}'));
  });

  it('escapes every < inside, so the text can neither close the element nor open a comment', () => {
    const answer = schemaMarkupElement('{"headline":"</script><script>alert(1)</script> <!-- 3 < 5"}');
    expect(answer).toBe(element('{"headline":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script> \\u003c!-- 3 \\u003c 5"}'));
    expect(answer.match(/</g)).toHaveLength(2);
    // What a search engine reads back is the headline as written.
    const json = answer.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(JSON.parse(json)).toEqual({ headline: '</script><script>alert(1)</script> <!-- 3 < 5' });
  });

  it('answers "" for no markup and for text that is not a JSON object or list', () => {
    for (const stored of ['', '   ', 'not json', '"a string"', '42', 'null', '<script>alert(1)</script>', '<b>{}</b>']) {
      expect(schemaMarkupElement(stored)).toBe('');
    }
  });
});
