import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';

import { CONFIG_RESOURCES, type ConfigField } from '@portal/shared/contracts';

import { contactMessages } from '../src/db/schema';
import { isUnstorable, UNSTORABLE_TEXT } from '../src/plugins/app/storable-text';
import { LISTED_NAMES, listUrl, referenceIds, validInput } from './configuration-helpers';
import { call, startTestApp } from './helpers';
import {
  createFixtures,
  hostileString,
  HTML_PAYLOAD,
  PROPERTY_RUNS,
  PROPERTY_SEED,
  runParameters,
  SQL_PAYLOAD,
  tableCounts,
} from './property-helpers';
import { unsafeMarkup } from './safe-html';

// Bodies, queries and paths that are otherwise valid, carrying hostile text: SQL and HTML are
// stored as written, NUL and unpaired surrogates (which PostgreSQL cannot store) refused with 400
// on the field, and nothing answers 5xx.

// Every browser error report, contact message and case here comes from one address and account:
// PROPERTY_RUNS of them must not meet their limits.
const ctx = await startTestApp({
  RATE_LIMIT_CLIENT_ERRORS: '100000/10m',
  RATE_LIMIT_CLIENT_ERRORS_TOTAL: '100000/1h',
  RATE_LIMIT_CONTACT_MESSAGES: '100000/1h',
  RATE_LIMIT_CASES: '100000/24h',
});
afterAll(() => ctx.close());
const fixtures = await createFixtures(ctx.app, 'hostile-text');
const admin = fixtures.tokens.admin;
const refs = await referenceIds(ctx.app, admin);
console.info(`property-hostile-text: seed ${PROPERTY_SEED}, ${PROPERTY_RUNS} runs per case (PROPERTY_SEED=… PROPERTY_RUNS=… to change)`);

type Answer = { statusCode: number; body: string };

/** Stored (2xx), or refused as 400 with field errors and nothing written; `unstorable` fields must be among those refused. */
async function storedOrRefused(before: Record<string, number>, answer: Answer, unstorable: string[], where: string) {
  expect(answer.statusCode, `${where}: ${answer.body.slice(0, 300)}`).toBeLessThan(500);
  if (answer.statusCode < 300) {
    expect(unstorable, `${where} stored text PostgreSQL cannot hold`).toEqual([]);
    return JSON.parse(answer.body) as Record<string, unknown>;
  }
  // 400 for what cannot be stored; 409 when the same text is already another item's (a duplicate name).
  expect([400, 409], `${where}: ${answer.body.slice(0, 300)}`).toContain(answer.statusCode);
  if (answer.statusCode === 409) expect(unstorable, `${where}: refused as a duplicate, not for its text`).toEqual([]);
  const errors = (JSON.parse(answer.body) as { errors: Record<string, string[]> }).errors;
  for (const field of unstorable) expect(errors[field], `${where}: ${answer.body.slice(0, 300)}`).toContain(UNSTORABLE_TEXT);
  expect(await tableCounts(ctx.app), `${where} refused but stored something`).toEqual(before);
  return undefined;
}

const textFields = (name: (typeof LISTED_NAMES)[number]) =>
  (CONFIG_RESOURCES[name].fields as readonly ConfigField[]).filter((f) => f.kind === 'text' || f.kind === 'textarea').map((f) => f.name);

describe.each(LISTED_NAMES.filter((name) => textFields(name).length > 0).map((name, i) => [name, i] as const))(
  'configuration: %s',
  (name, index) => {
    it('stores hostile text as written, or refuses it on its field', async () => {
      const fields = textFields(name);
      const texts = fc.dictionary(
        fc.constantFrom(...fields),
        hostileString.map((s) => `${s}${s.trim() === '' ? 'x' : ''}`),
        { minKeys: 1 },
      );
      let storedCount = 0;
      await fc.assert(
        fc.asyncProperty(texts, async (changes) => {
          const body = { ...validInput(name, refs), ...changes };
          const before = await tableCounts(ctx.app);
          const answer = await call(ctx.app, 'POST', listUrl(name), { token: admin, body });
          const unstorable = Object.keys(changes).filter((field) => isUnstorable(changes[field]!));
          const stored = await storedOrRefused(
            before,
            answer,
            unstorable,
            `POST ${listUrl(name)} ${JSON.stringify(changes).slice(0, 200)}`,
          );
          // SQL and markup are data: kept character for character (text fields are trimmed).
          if (stored) storedCount += 1;
          if (stored) for (const [field, text] of Object.entries(changes)) expect(stored[field]).toBe(text.trim());
        }),
        runParameters(50_000 + index * 1000),
      );
      // Not everything refused: the valid rest of the body did reach the database.
      expect(storedCount).toBeGreaterThan(0);
    });
  },
);

describe('resident forms', () => {
  const forms = [
    {
      url: '/api/contact-messages/',
      role: 'resident',
      fields: ['name', 'subject', 'message'],
      valid: () => ({
        name: 'Rosa Martinez',
        email: 'rosa@example.net',
        subject: 'Streetlight out',
        message: 'The light on Oak Avenue has been out for a week.',
      }),
    },
    {
      url: '/api/complaints/',
      role: 'resident',
      fields: ['description', 'address'],
      valid: () => ({ complaint_type_id: 1, description: 'A deep pothole in the right lane outside my house.', address: '1 Main St' }),
    },
    {
      url: '/api/users/profile/',
      role: 'resident',
      method: 'PATCH',
      fields: ['first_name', 'last_name', 'identification_number'],
      valid: () => ({}),
    },
    {
      url: '/api/client-errors/',
      role: 'resident',
      fields: ['message', 'url'],
      valid: () => ({ message: 'boom', source: 'render', url: '/donations' }),
    },
  ] as const;

  it.each(forms.map((form, i) => [form.url, form, i] as const))(
    '%s stores hostile text as written, or refuses it on its field',
    async (_url, form, index) => {
      const texts = fc.dictionary(
        fc.constantFrom(...form.fields),
        hostileString.map((s) => `${s} long enough to pass the minimum length`),
        { minKeys: 1 },
      );
      let storedCount = 0;
      await fc.assert(
        fc.asyncProperty(texts, async (changes) => {
          const before = await tableCounts(ctx.app);
          const method = 'method' in form ? form.method : 'POST';
          const answer = await call(ctx.app, method, form.url, {
            token: fixtures.tokens[form.role],
            body: { ...form.valid(), ...changes },
          });
          const unstorable = Object.keys(changes).filter((field) => isUnstorable(changes[field]!));
          if (await storedOrRefused(before, answer, unstorable, `${method} ${form.url} ${JSON.stringify(changes).slice(0, 200)}`))
            storedCount += 1;
        }),
        runParameters(90_000 + index * 1000),
      );
      expect(storedCount).toBeGreaterThan(0);
    },
  );

  it('keeps SQL and markup in a contact message as written', async () => {
    const answer = await call(ctx.app, 'POST', '/api/contact-messages/', {
      token: fixtures.tokens.resident,
      body: { name: SQL_PAYLOAD, email: 'rosa@example.net', subject: SQL_PAYLOAD, message: `${HTML_PAYLOAD} and ${SQL_PAYLOAD}` },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const [stored] = await ctx.app.db
      .select({ name: contactMessages.name, subject: contactMessages.subject, message: contactMessages.message })
      .from(contactMessages)
      .where(eq(contactMessages.reference, answer.json<{ reference: string }>().reference));
    expect(stored).toEqual({ name: SQL_PAYLOAD, subject: SQL_PAYLOAD, message: `${HTML_PAYLOAD} and ${SQL_PAYLOAD}` });
    expect((await tableCounts(ctx.app)).users).toBeGreaterThan(0);
  });
});

describe('served rich text', () => {
  // Pieces of Markdown and of hostile HTML, glued in any order: half-open tags, broken links, entities.
  const piece = fc.oneof(
    hostileString,
    fc.constantFrom(
      '<script>window.__pwned = 1</script>',
      '<img src=x onerror=alert(1)>',
      '<svg onload=alert(1)>',
      '<iframe src=//evil.example>',
      '<a href="javascript:alert(1)">',
      '[x](javascript:alert(1))',
      '[x](data:text/html,x)',
      '](',
      ')',
      '**',
      '*',
      '`',
      '```\n',
      '\n\n',
      '- ',
      '1. ',
      '# ',
      '> ',
      '<',
      '>',
      '"',
      "'",
      '=',
      '&#106;',
      '&lt;',
      '&#x3C;',
      'javascript:',
      ' onerror=',
      ' style="x"',
      '<p ',
      '</',
      '<!--',
      '-->',
      '<![CDATA[',
      '<math>',
      '<style>',
      '<noscript>',
    ),
  );

  it('gives residents no markup outside the allow-list, whatever a news body holds', async () => {
    let served = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { minLength: 1, maxLength: 12 }), async (pieces) => {
        const body = pieces.join('');
        fc.pre(!isUnstorable(body) && body.trim() !== '');
        const created = await call(ctx.app, 'POST', listUrl('news'), {
          token: admin,
          body: { ...validInput('news', refs), body, is_published: true },
        });
        expect(created.statusCode, created.body.slice(0, 300)).toBe(201);
        const answer = await call(ctx.app, 'GET', `/api/news/${created.json<{ slug: string }>().slug}/`);
        const html = answer.json<{ body_html: string }>().body_html;
        expect(unsafeMarkup(html), `${JSON.stringify(body)} served as ${JSON.stringify(html)}`).toEqual([]);
        served += 1;
      }),
      runParameters(400_000),
    );
    expect(served).toBeGreaterThan(0);
  });
});

/** Percent-encodes any string, lone surrogates as the (invalid) UTF-8 bytes of their code unit. */
function encode(text: string): string {
  return [...text]
    .map((c) => {
      const code = c.charCodeAt(0);
      if (c.length === 1 && code >= 0xd800 && code <= 0xdfff)
        return `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`;
      return encodeURIComponent(c);
    })
    .join('');
}

describe('queries and paths', () => {
  const reads = ctx.app.routeTable.filter((r) => r.method === 'GET' && r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));
  const lists = reads.filter((r) => !r.url.includes(':')).map((r) => r.url);
  const items = reads.filter((r) => r.url.includes(':')).map((r) => r.url);

  it('answers every list with hostile query values without a 5xx', async () => {
    expect(lists.length).toBeGreaterThan(20);
    const query = fc.dictionary(
      fc.constantFrom('search', 'q', 'ordering', 'page', 'page_size', 'status', 'type', 'to', 'purpose', 'kind'),
      hostileString,
      { minKeys: 1, maxKeys: 3 },
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...lists), query, async (url, values) => {
        const qs = Object.entries(values)
          .map(([k, v]) => `${k}=${encode(v)}`)
          .join('&');
        const answer = await call(ctx.app, 'GET', `${url}?${qs}`, { token: admin });
        expect(answer.statusCode, `GET ${url}?${qs}: ${answer.body.slice(0, 300)}`).toBeLessThan(500);
        if (
          Object.values(values).some((v) => isUnstorable(v)) &&
          answer.statusCode === 400 &&
          answer.headers['content-type']?.toString().startsWith('application/json')
        ) {
          expect(answer.json().errors, `GET ${url}?${qs}`).toBeTypeOf('object');
        }
      }),
      { ...runParameters(200_000), numRuns: Math.max(PROPERTY_RUNS, lists.length * 3) },
    );
  });

  it('answers every item address with hostile path values without a 5xx', async () => {
    expect(items.length).toBeGreaterThan(10);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...items), hostileString, async (route, value) => {
        const url = route.replace(/:\w+/g, encode(value) || '%00');
        const answer = await call(ctx.app, 'GET', url, { token: admin });
        expect(answer.statusCode, `GET ${url}: ${answer.body.slice(0, 300)}`).toBeLessThan(500);
      }),
      { ...runParameters(300_000), numRuns: Math.max(PROPERTY_RUNS, items.length * 3) },
    );
  });

  it('searches hostile text as words, never as query syntax, as anyone', async () => {
    // PostgreSQL's tsquery operators and web-search syntax, glued to hostile text and real words.
    const piece = fc.oneof(
      hostileString,
      fc.constantFrom(
        '&',
        '|',
        '!',
        ':',
        ':*',
        '*',
        '(',
        ')',
        '<->',
        '<2>',
        '"',
        "'",
        '-',
        'or',
        'OR',
        'and',
        'not',
        'water',
        'library',
        '\\',
        ' ',
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(piece, { minLength: 1, maxLength: 8 }),
        fc.constantFrom(undefined, admin, fixtures.tokens.resident),
        async (pieces, token) => {
          const q = pieces.join('');
          const answer = await call(ctx.app, 'GET', `/api/search/?q=${encode(q)}`, { token });
          expect(answer.statusCode, `q=${JSON.stringify(q)}: ${answer.body.slice(0, 300)}`).toBeLessThan(500);
          // Blank, too long or holding NUL: refused on q. Anything else is searched (a lone surrogate may be refused too).
          const mustRefuse = q.includes('\u0000') || q.trim() === '' || q.trim().length > 200;
          if (answer.statusCode !== 200 || mustRefuse) {
            expect(answer.statusCode, `q=${JSON.stringify(q)}`).toBe(400);
            expect(answer.json().errors.q, `q=${JSON.stringify(q)}`).toBeDefined();
          }
        },
      ),
      runParameters(250_000),
    );
  });

  it.each(['%00', 'a%00b', '%ED%A0%80', '%C0%80', '%FF', '%', '%2e%2e%2f'])('answers a search of %s without a 5xx', async (raw) => {
    for (const url of [
      '/api/configuration/towns/?search=',
      '/api/news/?search=',
      '/api/configuration/accounts/?search=',
      '/api/search/?q=',
    ]) {
      const answer = await call(ctx.app, 'GET', `${url}${raw}`, { token: admin });
      expect(answer.statusCode, `GET ${url}${raw}: ${answer.body}`).toBeLessThan(500);
    }
  });
});
