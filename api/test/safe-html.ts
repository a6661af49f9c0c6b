// What served rich text may contain: the allow-list's tags, and on links only an http(s) or mailto
// href with rel="noopener noreferrer". Text is escaped, so any other `<` or `>` is markup that got through.

const ALLOWED_TAGS = new Set(['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4', 'blockquote', 'code', 'pre']);
const TAG = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*\/?>/g;

function attributeAllowed(tag: string, name: string, value: string): boolean {
  if (tag !== 'a') return false;
  if (name === 'href') return /^(https?:\/\/|mailto:)/i.test(value);
  return name === 'rel' && value === 'noopener noreferrer';
}

/** Every way `html` breaks the allow-list; empty when it is safe to insert into a page. */
export function unsafeMarkup(html: string): string[] {
  const problems: string[] = [];
  const text = html.replace(TAG, (tag, _close: string, name: string, attributes: string) => {
    if (!ALLOWED_TAGS.has(name.toLowerCase())) problems.push(`tag ${tag}`);
    for (const [, attribute, value] of attributes.matchAll(/([\w:-]+)="([^"]*)"/g)) {
      if (!attributeAllowed(name, attribute!, value!)) problems.push(`${attribute}="${value}" on <${name}>`);
    }
    return '';
  });
  for (const [stray] of text.matchAll(/.{0,20}[<>].{0,20}/g)) problems.push(`markup outside the allowed tags: ${stray}`);
  return problems;
}
