import sanitizeHtml from 'sanitize-html';
import { EMBED_HOSTNAMES, embeddedPlayer, imageSource, linkTarget, wholeNumber } from './news-html-urls';

type Attributes = Record<string, string>;
type Transform = (tagName: string, attribs: Attributes) => { tagName: string; attribs: Attributes };

/*
 * Google Docs' wrapper loses its tag at its end, in `exclusiveFilter`, which knows it by its
 * attribute object (sanitize-html keeps it as the frame's `attribs`). Renaming it to a refused tag
 * instead would leave sanitize-html closing its next sibling with that name (`<p>after</span>`).
 */
const unwrapped = new WeakSet<Attributes>();

/** A link, image or frame whose address is refused is left without one, and goes at its end. */
const refused = (tagName: string) => ({ tagName, attribs: {} });

/** What a link may keep; a link that leaves the site or opens a window cannot reach back. */
const link: Transform = (tagName, { href, target, title }) => {
  const destination = href === undefined ? null : linkTarget(href);
  // A link to nowhere or to a script keeps its words and loses the link.
  if (!href || !destination) return refused(tagName);
  const opensWindow = target === '_blank';
  // The editor's own attribute order, so its output is stored as it was written.
  return {
    tagName,
    attribs: {
      ...(opensWindow ? { target: '_blank' } : {}),
      ...(opensWindow || destination.leavesSite ? { rel: 'noopener noreferrer nofollow' } : {}),
      href,
      ...(title ? { title } : {}),
    },
  };
};

const image: Transform = (tagName, { src, alt, title, width, height }) => {
  const source = src === undefined ? null : imageSource(src);
  if (!source) return refused(tagName);
  return { tagName, attribs: definedOnly({ src: source, alt, title, width: wholeNumber(width, 4), height: wholeNumber(height, 4) }) };
};

/** Only a YouTube or Vimeo player, with a fixed set of attributes whatever was sent. */
const embed: Transform = (tagName, { src, title, width, height }) => {
  const player = src === undefined ? null : embeddedPlayer(src);
  if (!player) return refused(tagName);
  return {
    tagName,
    attribs: definedOnly({
      src: player.src,
      // A frame needs a name for screen readers; the player's name when the writer gave none.
      title: title?.trim() || `${player.name} video`,
      width: wholeNumber(width, 4),
      height: wholeNumber(height, 4),
      allow: 'encrypted-media; fullscreen; picture-in-picture',
      allowfullscreen: '',
      loading: 'lazy',
      referrerpolicy: 'strict-origin-when-cross-origin',
      // Defence in depth: even a player page gone bad cannot navigate the article away.
      sandbox: 'allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox',
    }),
  };
};

/** Google Docs wraps a whole paste in `<b style="font-weight:normal" id="docs-internal-guid-…">`. */
const bold: Transform = (tagName, { style, id }) => {
  const attribs: Attributes = {};
  if (/font-weight:\s*normal/i.test(style ?? '') || (id ?? '').startsWith('docs-internal-guid')) unwrapped.add(attribs);
  return { tagName, attribs };
};

function definedOnly(attribs: Record<string, string | undefined>): Attributes {
  return Object.fromEntries(Object.entries(attribs).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/**
 * The markup a news description may carry: what the writers' rich text editor produces, nothing
 * else. Descriptions are rendered as HTML on the site (whose pages must allow inline scripts), so
 * this allowlist is what keeps a writer's text from running in a reader's browser. Tags outside it
 * are removed with their text kept (a paste from Word or Google Docs loses its `<o:p>`, `<font>`,
 * spans, classes and styles), except elements whose content is never prose, removed whole.
 */
export const NEWS_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'hr', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'code', 'pre', 'ul', 'ol', 'li', 'blockquote', 'a', 'img', 'figure', 'figcaption', 'iframe'],
  allowedAttributes: {
    a: ['target', 'rel', 'href', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    iframe: ['src', 'title', 'width', 'height', 'allow', 'allowfullscreen', 'loading', 'referrerpolicy', 'sandbox'],
  },
  // The transforms above decide each address; these are a second lock on the same doors.
  allowedSchemes: [],
  allowedSchemesByTag: { a: ['http', 'https', 'mailto'], img: ['http', 'https'], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: EMBED_HOSTNAMES,
  allowIframeRelativeUrls: false,
  nonTextTags: ['script', 'style', 'textarea', 'option', 'select', 'xmp', 'noscript', 'noembed', 'noframes', 'template', 'title', 'head', 'xml', 'svg', 'math', 'object'],
  // An image or frame without its address goes whole (a frame's fallback is never prose); a link
  // without one keeps its words.
  exclusiveFilter: ({ tag, attribs }) => {
    if ((tag === 'img' || tag === 'iframe') && !attribs.src) return true;
    return (tag === 'a' && !attribs.href) || unwrapped.has(attribs) ? 'excludeTag' : false;
  },
  transformTags: {
    a: link,
    img: image,
    iframe: embed,
    b: bold,
    // The article's title is its h1, so the story's own headings start at h2.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    ol: (tagName, { start }) => ({ tagName, attribs: definedOnly({ start: wholeNumber(start, 6) }) }),
  },
};

export function sanitizeNewsHtml(html: string): string {
  return sanitizeHtml(html, NEWS_HTML).trim();
}
