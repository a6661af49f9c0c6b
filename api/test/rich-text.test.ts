import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { documentSchema, newsItemSchema, pageSchema } from '@portal/shared/contracts';

import { listUrl, referenceIds, validInput } from './configuration-helpers';
import { ADMIN, call, login, RESIDENT, startTestApp, type TestContext } from './helpers';
import { unsafeMarkup } from './safe-html';

// News bodies and document descriptions are Markdown written by staff; residents get the HTML the
// API renders from it, filtered by an allow-list. Whatever the source, nothing in that HTML runs.

let ctx: TestContext;
let admin: string;
let resident: string;
let refs: Record<string, number> = {};
beforeAll(async () => {
  ctx = await startTestApp();
  [admin, resident] = await Promise.all([login(ctx.app, ADMIN), login(ctx.app, RESIDENT)]);
  refs = await referenceIds(ctx.app, admin);
});
afterAll(() => ctx?.close());

/** Publishes an article with this body and answers it as residents read it. */
async function servedNews(body: string) {
  const created = await call(ctx.app, 'POST', listUrl('news'), { token: admin, body: { ...validInput('news'), body, is_published: true } });
  expect(created.statusCode, created.body).toBe(201);
  const slug = created.json<{ slug: string }>().slug;
  expect(created.json()).not.toHaveProperty('body_html');
  const answer = await call(ctx.app, 'GET', `/api/news/${slug}/`);
  expect(answer.statusCode, answer.body).toBe(200);
  return newsItemSchema.parse(answer.json());
}

/** Publishes a document with this description and answers it as the documents list shows it. */
async function servedDocument(description: string) {
  const input: Record<string, unknown> = { ...validInput('documents', refs), description, is_published: true };
  const created = await call(ctx.app, 'POST', listUrl('documents'), { token: admin, body: input });
  expect(created.statusCode, created.body).toBe(201);
  const answer = await call(ctx.app, 'GET', `/api/documents/?search=${encodeURIComponent(String(input.title))}`, { token: resident });
  const page = pageSchema(documentSchema).parse(answer.json());
  expect(page.results).toHaveLength(1);
  return page.results[0]!;
}

const HOSTILE: Array<[string, string, string[]]> = [
  ['a script tag', 'Hello <script>window.__pwned = 1</script> world', ['<script', '__pwned']],
  ['an image with onerror', '<img src=x onerror="window.__pwned = 1">', ['<img', 'onerror', '__pwned']],
  ['a javascript: link in HTML', '<a href="javascript:alert(1)">click</a>', ['javascript:', 'href']],
  ['a javascript: link in Markdown', '[click](javascript:alert(1))', ['javascript:', 'href']],
  ['a javascript: link in capitals', '<a href="JaVaScRiPt:alert(1)">click</a>', ['javascript:', 'href']],
  [
    'a javascript: link spelled with entities',
    '[click](&#106;avascript:alert(1)) <a href="&#x6A;avascript&colon;alert(1)">two</a>',
    ['javascript', 'href'],
  ],
  ['a javascript: link with a tab inside', '<a href="jav&#x09;ascript:alert(1)">click</a>', ['ascript', 'href']],
  [
    'a data: link',
    '[open](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==) <a href="data:text/html,<script>alert(1)</script>">two</a>',
    ['data:', 'href', '<script'],
  ],
  ['a protocol-relative link', '[away](//evil.example/)', ['evil.example', 'href']],
  ['an iframe', '<iframe src="https://evil.example/" srcdoc="<script>alert(1)</script>"></iframe>', ['<iframe', 'evil.example', 'srcdoc']],
  ['an SVG with onload', '<svg onload="alert(1)"><circle r="1"/><script>alert(2)</script></svg>', ['<svg', 'onload', 'alert']],
  ['a style attribute', '<p style="background:url(javascript:alert(1))">styled</p>', ['style=', 'background', 'javascript:']],
  ['a style tag', '<style>body { display: none }</style>Visible', ['<style', 'display']],
  ['an event handler on an allowed tag', '<strong onmouseover="alert(1)">bold</strong>', ['onmouseover', 'alert']],
  ['nested script tags', '<<script>script>alert(1)<</script>/script>', ['<script']],
  ['unclosed tags', '<div><p>open <em>em <img src=x onerror=alert(1)', ['<img', 'onerror', '<div']],
  ['escaped markup', '&lt;script&gt;alert(1)&lt;/script&gt;', ['<script']],
  ['markup in a code block', '```\n<script>alert(1)</script>\n```\n\n`<img src=x onerror=alert(1)>`', ['<script', '<img']],
  ['a MathML mutation', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ['<math', '<img', 'onerror']],
  ['a noscript mutation', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">', ['<noscript', '<img', 'onerror']],
  ['object and embed', '<object data="javascript:alert(1)"></object><embed src="movie.swf">', ['<object', '<embed', 'javascript:']],
  [
    'a form',
    '<form action="https://evil.example/"><input name="password"><button formaction="javascript:alert(1)">Go</button></form>',
    ['<form', '<input', '<button', 'javascript:'],
  ],
  [
    'base and meta refresh',
    '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example/">',
    ['<base', '<meta', 'evil.example'],
  ],
  ['a Markdown image', '![tracker](https://evil.example/pixel.png)', ['<img', 'evil.example']],
  [
    'extra link attributes',
    '<a href="https://example.org/" target="_blank" onclick="alert(1)" style="color:red">ok</a>',
    ['target', 'onclick', 'style'],
  ],
];

it('the check below refuses markup outside the allow-list', () => {
  expect(unsafeMarkup('<p><strong>ok</strong> <a href="https://example.org/" rel="noopener noreferrer">link</a></p>')).toEqual([]);
  for (const html of [
    '<img src="x">',
    '<p onclick="x()">x</p>',
    '<a href="javascript:alert(1)">x</a>',
    '<a href="/x" rel="opener">x</a>',
    '<p>a <scr<b>ipt></p>',
  ]) {
    expect(unsafeMarkup(html), html).not.toEqual([]);
  }
});

describe('hostile markup in a news body', () => {
  it.each(HOSTILE)('strips %s', async (_name, source, forbidden) => {
    const item = await servedNews(source);
    expect(item.body, 'the source is kept as written').toBe(source.trim());
    expect(unsafeMarkup(item.body_html)).toEqual([]);
    for (const text of forbidden) expect(item.body_html.toLowerCase()).not.toContain(text.toLowerCase());
  });

  it('keeps the text around what it strips', async () => {
    expect((await servedNews('Hello <script>alert(1)</script> world')).body_html).toBe('<p>Hello  world</p>');
    expect((await servedNews('<strong onmouseover="alert(1)">bold</strong>')).body_html).toBe('<p><strong>bold</strong></p>');
    expect((await servedNews('<a href="https://example.org/" target="_blank" onclick="alert(1)">ok</a>')).body_html).toBe(
      '<p><a href="https://example.org/" rel="noopener noreferrer">ok</a></p>',
    );
    expect((await servedNews('&lt;script&gt;')).body_html).toBe('<p>&lt;script&gt;</p>');
  });
});

describe('formatting', () => {
  const MARKDOWN = [
    '# Road works',
    'Crews repave **Elm Street** from *Monday*.',
    '- One lane stays open\n- Buses keep their stops',
    '1. Plan your trip\n2. Allow extra time',
    '> Parking is suspended.',
    '### Questions',
    'Call `311`, see [the map](https://example.org/map) or [write to us](mailto:roads@example.org).',
    '```\nweekdays 7:00-17:00\n```',
    '###### Small print',
  ].join('\n\n');

  it('renders paragraphs, emphasis, lists, links, headings, quotes and code', async () => {
    const html = (await servedNews(MARKDOWN)).body_html;
    expect(unsafeMarkup(html)).toEqual([]);
    for (const fragment of [
      '<h2>Road works</h2>',
      '<p>Crews repave <strong>Elm Street</strong> from <em>Monday</em>.</p>',
      '<ul>\n<li>One lane stays open</li>\n<li>Buses keep their stops</li>\n</ul>',
      '<ol>\n<li>Plan your trip</li>\n<li>Allow extra time</li>\n</ol>',
      '<blockquote>\n<p>Parking is suspended.</p>\n</blockquote>',
      '<h3>Questions</h3>',
      '<code>311</code>',
      '<a href="https://example.org/map" rel="noopener noreferrer">the map</a>',
      '<a href="mailto:roads@example.org" rel="noopener noreferrer">write to us</a>',
      '<pre><code>weekdays 7:00-17:00\n</code></pre>',
      '<h4>Small print</h4>',
    ]) {
      expect(html).toContain(fragment);
    }
  });

  it('renders plain text as paragraphs, escaped', async () => {
    const item = await servedNews('First paragraph.\n\nSecond one, Tom & Jerry say 3 < 4.');
    expect(item.body_html).toBe('<p>First paragraph.</p>\n<p>Second one, Tom &amp; Jerry say 3 &lt; 4.</p>');
  });

  it('serves the demo news as paragraphs, in lists too', async () => {
    const page = pageSchema(newsItemSchema).parse((await call(ctx.app, 'GET', '/api/news/?search=water%20main')).json());
    const item = page.results[0]!;
    expect(item.body_html).toBe(
      item.body
        .split('\n\n')
        .map((paragraph) => `<p>${paragraph}</p>`)
        .join('\n'),
    );
  });
});

describe('document descriptions', () => {
  it('are served formatted and filtered, next to their source', async () => {
    const description =
      'Adopted **budget**:\n\n- revenue\n- spending\n\n<img src=x onerror="window.__pwned = 1"><script>alert(1)</script>[more](javascript:alert(1))';
    const document = await servedDocument(description);
    expect(document.description).toBe(description);
    expect(unsafeMarkup(document.description_html)).toEqual([]);
    expect(document.description_html).toContain('<strong>budget</strong>');
    expect(document.description_html).toContain('<li>revenue</li>');
    for (const text of ['<img', 'onerror', '<script', 'javascript:']) expect(document.description_html).not.toContain(text);
  });

  it('serve the demo documents as paragraphs', async () => {
    const page = pageSchema(documentSchema).parse(
      (await call(ctx.app, 'GET', '/api/documents/?page_size=100', { token: resident })).json(),
    );
    // Titles of the documents made above start with "Test".
    const demo = page.results.filter((document) => !document.title.startsWith('Test '));
    expect(demo.length).toBeGreaterThan(5);
    for (const document of demo) expect(document.description_html).toBe(`<p>${document.description}</p>`);
  });
});
