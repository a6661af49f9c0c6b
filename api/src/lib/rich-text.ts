import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

// Staff write news articles and document descriptions in Markdown; the API is the only place that
// turns them into HTML, and only through this allow-list. Raw HTML in the source goes through the
// same filter: allowed tags stay, anything else loses its tag (scripts and styles their content too).
// sanitize-html is pinned to the last release for Node 20; its later fixes concern textarea, xmp
// and SVG, none of which this list allows.

const markdown = new Marked({ gfm: true, breaks: false, async: false });

const LINK_SCHEMES = ['http:', 'https:', 'mailto:'];

/** Absolute http(s) and mailto addresses only: relative, protocol-relative and other schemes are dropped. */
function allowedHref(href: string | undefined): string | undefined {
  if (!href) return undefined;
  try {
    return LINK_SCHEMES.includes(new URL(href).protocol) ? href : undefined;
  } catch {
    return undefined;
  }
}

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4', 'blockquote', 'code', 'pre'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'title',
    'template',
    'xmp',
    'iframe',
    'noembed',
    'noframes',
    'svg',
    'math',
    'object',
  ],
  transformTags: {
    // The page has its own h1; headings in the text start one level below and stop at h4.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    b: 'strong',
    i: 'em',
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = allowedHref(attribs.href);
      return { tagName, attribs: href ? { href, rel: 'noopener noreferrer' } : {} };
    },
  },
};

/** The texts rendered last (the same article is served many times), newest last. */
const rendered = new Map<string, string>();
const RENDERED_MAX = 500;

/** Markdown (plain text too: blank lines make paragraphs) as HTML that is safe to insert into a page. */
export function renderRichText(source: string): string {
  const known = rendered.get(source);
  if (known !== undefined) {
    rendered.delete(source);
    rendered.set(source, known);
    return known;
  }
  const html = sanitizeHtml(markdown.parse(source) as string, SANITIZE).trim();
  rendered.set(source, html);
  if (rendered.size > RENDERED_MAX) rendered.delete(rendered.keys().next().value!);
  return html;
}
