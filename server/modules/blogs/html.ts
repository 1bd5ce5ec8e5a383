import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list for blog HTML (decision 130): text formatting, headings, lists, quotes, code, tables, links and
 * images, nothing else. No attribute outside the list survives, so no event handler (`on*`), no `style` (no CSS
 * expressions or url()), no `class` or `id`. Links may point to http(s), mailto and the site's own paths; images to
 * http(s) and the site's own paths (stored photos are `/storage/...`). Scripts, styles, frames, objects, SVG and
 * MathML are dropped with their content; any other unknown tag is dropped but its text is kept.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'mark', 'small', 'sub', 'sup',
    'blockquote', 'q', 'cite', 'code', 'pre', 'kbd', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a', 'img', 'figure',
    'figcaption', 'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'abbr', 'time',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height', 'title', 'loading', 'decoding'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start', 'reversed'],
    abbr: ['title'],
    time: ['datetime'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'frame', 'frameset', 'object', 'embed', 'svg', 'math', 'template', 'noembed', 'noframes', 'xmp', 'title', 'head'],
  // An article's h1 is its title; a heading 1 in the content becomes a heading 2.
  transformTags: {
    h1: 'h2',
    // rel, target, loading and decoding are set here, never taken from the input.
    a: (tagName, { rel: _rel, target: _target, ...attribs }) =>
      /^\s*https?:/i.test(attribs.href ?? '') ? { tagName, attribs: { ...attribs, rel: 'nofollow noopener noreferrer', target: '_blank' } } : { tagName, attribs },
    img: (tagName, { loading: _loading, decoding: _decoding, ...attribs }) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } }),
  },
  // An image whose source was refused shows nothing but a broken frame.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Blog HTML with everything outside the allow-list removed; safe to render as is. */
export function sanitiseBlogHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** Words per minute of the reading time (decision 130). */
export const READING_WORDS_PER_MINUTE = 200;

/** The visible text of blog HTML. */
export function plainTextOf(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {}, nonTextTags: OPTIONS.nonTextTags! }).replace(/\s+/g, ' ').trim();
}

/** Minutes to read: words of the visible text / 200, rounded up, at least 1. */
export function readingTimeOf(html: string): number {
  const words = plainTextOf(html).match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
  return Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE));
}
