import { describe, expect, it } from 'vitest';
import { markupProblems, MARKUP_PAYLOADS } from '../../test/markup-corpus';
import { EDITOR_DOCUMENT, RICH_TEXT_PAYLOADS } from '../../test/xss-corpus';
import { sanitizeNewsHtml } from './news-html';

const FIXED_FRAME =
  'allow="encrypted-media; fullscreen; picture-in-picture" allowfullscreen loading="lazy" referrerpolicy="strict-origin-when-cross-origin" sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox"';

describe('the description allowlist', () => {
  it('stores what the editor writes exactly as written', () => {
    expect(sanitizeNewsHtml(EDITOR_DOCUMENT)).toBe(EDITOR_DOCUMENT);
  });

  it.each([...RICH_TEXT_PAYLOADS, ...MARKUP_PAYLOADS])('leaves nothing executable of %j, and cleans it in one pass', (payload) => {
    const stored = sanitizeNewsHtml(`<p>Story</p>${payload}`);
    expect(markupProblems(stored, true)).toEqual([]);
    expect(sanitizeNewsHtml(stored)).toBe(stored);
  });

  it('closes the words after a refused link, image or frame with their own tags', () => {
    expect(sanitizeNewsHtml('<p><a href="javascript:x">words</a> <b>kept</b></p><iframe src="https://evil.example/"><p>fallback</p></iframe><p>next</p><img src="x"><p>last</p>')).toBe(
      '<p>words <b>kept</b></p><p>next</p><p>last</p>',
    );
  });

  it('gives links that leave the site or open a window no way back and no page rank', () => {
    expect(sanitizeNewsHtml('<a href="https://example.com" rel="opener">out</a>')).toBe('<a rel="noopener noreferrer nofollow" href="https://example.com">out</a>');
    expect(sanitizeNewsHtml('<a href="mailto:desk@example.com">mail</a>')).toBe('<a rel="noopener noreferrer nofollow" href="mailto:desk@example.com">mail</a>');
    expect(sanitizeNewsHtml('<a href="/ar/news/story" target="_top">in</a>')).toBe('<a href="/ar/news/story">in</a>');
    expect(sanitizeNewsHtml('<a href="/ar" target="_blank">tab</a>')).toBe('<a target="_blank" rel="noopener noreferrer nofollow" href="/ar">tab</a>');
    // No scheme yet another host: a browser reads `/\host` as `//host`.
    expect(sanitizeNewsHtml('<a href="//evil.example/">a</a><a href="/\\evil.example/">b</a><a href="tel:123">c</a>')).toBe('abc');
  });

  it('takes images from the web or from the site uploads only, with numeric sizes', () => {
    const images = ['/media/news/a.webp', 'https://images.example.com/a.png', 'http://images.example.com/b.png'].map((src) => `<img src="${src}" />`).join('');
    expect(sanitizeNewsHtml(images)).toBe(images);
    expect(sanitizeNewsHtml('<img src="/media/../api/delete_news?id=1"><img src="/api/x.png"><img src="media/a.png"><img src="data:image/png;base64,AA"><img src="//evil.example/a.png">')).toBe('');
    expect(sanitizeNewsHtml('<img src="/media/a.png" width="50%" height="300" style="x" class="y" loading="eager" srcset="/media/b.png 2x">')).toBe('<img src="/media/a.png" height="300" />');
  });

  it('frames only YouTube and Vimeo players, with a fixed set of attributes', () => {
    const youtube = 'https://www.youtube.com/embed/dQw4w9WgXcQ?start=30';
    expect(sanitizeNewsHtml(`<div data-youtube-video><iframe src="${youtube}" width="640" height="360" frameborder="0" allow="camera; microphone" sandbox="allow-top-navigation" allowfullscreen="true"></iframe></div>`)).toBe(
      `<iframe src="${youtube}" title="YouTube video" width="640" height="360" ${FIXED_FRAME}></iframe>`,
    );
    expect(sanitizeNewsHtml('<iframe src="https://user:pw@player.vimeo.com/video/123#t=5"></iframe>')).toBe(`<iframe src="https://player.vimeo.com/video/123" title="Vimeo video" ${FIXED_FRAME}></iframe>`);
    for (const src of ['http://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://youtube.com:8443/embed/dQw4w9WgXcQ', 'https://vimeo.com/123', 'https://player.vimeo.com/video/abc', 'https://www.youtube.com/embed/../../evil']) {
      expect(sanitizeNewsHtml(`<iframe src="${src}"></iframe>`), src).toBe('');
    }
  });

  it('keeps the words of a paste from Word or Google Docs and drops its leftovers', () => {
    const word =
      '<!--[if gte mso 9]><xml><w:WordDocument><w:View>Normal</w:View></w:WordDocument></xml><![endif]--><style>p.MsoNormal{mso-style-parent:"";}</style>' +
      '<p class=MsoNormal style="mso-margin-top-alt:auto"><span lang=EN-GB style=\'font-size:12.0pt;mso-bidi-font-family:Arial\'>Council <b>met</b><o:p></o:p></span></p>' +
      '<p class=MsoListParagraph><font face="Calibri" color="red">Second</font> <span class="SpellE">para</span></p>';
    expect(sanitizeNewsHtml(word)).toBe('<p>Council <b>met</b></p><p>Second para</p>');
    const docs =
      '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1a2b"><h1 dir="ltr" style="line-height:1.38"><span style="font-size:20pt">Title</span></h1>' +
      '<p dir="ltr"><span style="font-weight:700">Bold</span><span style="font-style:italic"> and plain</span></p></b><br class="Apple-interchange-newline">';
    expect(sanitizeNewsHtml(docs)).toBe('<h2>Title</h2><p>Bold and plain</p><br />');
  });
});
