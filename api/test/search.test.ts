import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { pageSchema, SEARCH_QUERY_REQUIRED, SEARCH_QUERY_TOO_LONG, searchResultSchema, type SearchResult } from '@portal/shared/contracts';

import {
  campaigns,
  complaints,
  departments,
  documents,
  emergencyCategories,
  emergencyContacts,
  emergencySubcategories,
  news,
  organization,
  polls,
} from '../src/db/schema';
import { isUnstorable } from '../src/plugins/app/storable-text';
import { ADMIN, call, inEnglish, login, RESIDENT, startTestApp, SUPER, type TestContext } from './helpers';
import { NASTY_STRINGS } from './property-helpers';

let ctx: TestContext;
const tokens: Record<'resident' | 'super' | 'admin', string> = { resident: '', super: '', admin: '' };
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  ctx = await startTestApp();
  tokens.resident = await login(ctx.app, RESIDENT);
  tokens.super = await login(ctx.app, SUPER);
  tokens.admin = await login(ctx.app, ADMIN);
});
afterAll(() => ctx?.close());

type Who = 'anonymous' | keyof typeof tokens;
const WHO: Who[] = ['anonymous', 'resident', 'super', 'admin'];

async function search(q: string, who: Who = 'resident', extra = '') {
  const answer = await call(ctx.app, 'GET', `/api/search/?q=${encodeURIComponent(q)}${extra}`, {
    token: who === 'anonymous' ? undefined : tokens[who],
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return pageSchema(searchResultSchema).parse(answer.json());
}
const paths = async (q: string, who: Who = 'resident') => (await search(q, who)).results.map((r) => r.path);

let newsCount = 0;
async function addNews(values: { title: string; summary?: string; body: string; published?: boolean }) {
  newsCount += 1;
  const slug = `search-test-${newsCount}`;
  const published = values.published ?? true;
  await ctx.app.db.insert(news).values({
    slug,
    title: values.title,
    summary: values.summary ?? 'A notice for residents.',
    body: values.body,
    isPublished: published,
    publishedAt: published ? new Date(Date.now() - newsCount * 60_000) : null,
  });
  return `/news/${slug}`;
}

const marked = (text: string, matches: SearchResult['title_matches']) => matches.map((m) => text.slice(m.start, m.end));

describe('ranking', () => {
  it('puts a title match above a body-only match, however often the body says the word', async () => {
    const inBody = await addNews({ title: 'Notes from the parks board', body: 'Zephyrtide. '.repeat(12) + 'Zephyrtide again.' });
    const inTitle = await addNews({ title: 'Zephyrtide lantern walk', body: 'Bring a lantern to the riverside path.' });
    expect(await paths('zephyrtide')).toEqual([inTitle, inBody]);
  });

  it('ranks a summary match above a body match', async () => {
    const inBody = await addNews({ title: 'Week ahead', body: 'The marrowcrest fair opens Friday.' });
    const inSummary = await addNews({ title: 'Weekend plans', summary: 'Marrowcrest fair returns.', body: 'Stalls, music and games.' });
    expect(await paths('marrowcrest')).toEqual([inSummary, inBody]);
  });
});

describe('highlighting', () => {
  it('marks the matched words in the title and the snippet, as plain text', async () => {
    const path = await addNews({
      title: 'Quokkavine tasting <b>night</b>',
      body:
        'Intro text. <script>alert("x")</script> The **quokkavine** harvest &amp; tasting [see the map](https://example.org/quokkavine) ' +
        'happens on _Saturday_.\n\n# Heading\n\n> Quoted `code` about QUOKKAVINES.',
    });
    const [result] = (await search('quokkavine')).results;
    expect(result?.path).toBe(path);
    expect(result?.type).toBe('news');
    expect(result?.title).toBe('Quokkavine tasting night');
    expect(marked(result!.title, result!.title_matches)).toEqual(['Quokkavine']);
    const snippet = result!.snippet;
    expect(marked(snippet, result!.snippet_matches).map((w) => w.toLowerCase())).toEqual(['quokkavine', 'quokkavines']);
    expect(snippet).toContain('Intro text. The quokkavine harvest & tasting see the map happens on Saturday');
    for (const markup of ['<', '>', '**', '](', '`', '#', 'https://', '\u0001', '\u0002']) expect(snippet, markup).not.toContain(markup);
  });

  it('keeps the ranges on their words when the text has unicode before them', async () => {
    await addNews({ title: 'Fête 👩‍👩‍👧‍👦 du brindlemoor', body: 'Café – naïve 😀 brindlemoor ' + 'filler words here. '.repeat(3) });
    const [result] = (await search('brindlemoor')).results;
    expect(marked(result!.title, result!.title_matches)).toEqual(['brindlemoor']);
    expect(marked(result!.snippet, result!.snippet_matches)).toEqual(['brindlemoor']);
  });

  it('reads the query as a web search: a quoted phrase, or, and a minus', async () => {
    const both = await addNews({ title: 'Glimmerfen and tarnwick', body: 'Both words.' });
    const one = await addNews({ title: 'Glimmerfen only', body: 'One word.' });
    expect(await paths('glimmerfen tarnwick')).toEqual([both]);
    expect(new Set(await paths('glimmerfen or tarnwick'))).toEqual(new Set([both, one]));
    expect(await paths('glimmerfen -tarnwick')).toEqual([one]);
    expect(await paths('"tarnwick and glimmerfen"')).toEqual([]);
  });
});

describe('what each person may see', () => {
  it('never finds a draft, for anyone', async () => {
    const published = await addNews({ title: 'Published notice', body: 'The vellumwick bridge reopens.' });
    await addNews({ title: 'Draft notice', body: 'The vellumwick tunnel closes.', published: false });
    for (const who of WHO.filter((w) => w !== 'anonymous')) expect(await paths('vellumwick', who), who).toEqual([published]);
  });

  it('finds login-only content only with a session', async () => {
    const path = await addNews({ title: 'Snorvelle street party', body: 'Music all afternoon.' });
    expect(await paths('snorvelle', 'anonymous')).toEqual([]);
    expect(await paths('snorvelle', 'resident')).toEqual([path]);
  });

  it('finds public content anonymously, and an inactive contact never', async () => {
    await ctx.app.db.insert(emergencyContacts).values([
      { name: 'Pellucid gas line', phone: '(555) 010-7777', description: 'Gas leaks.' },
      { name: 'Pellucid old line', phone: '(555) 010-7778', description: 'Retired.', isActive: false },
    ]);
    for (const who of WHO) {
      const results = (await search('pellucid', who)).results;
      expect(
        results.map((r) => [r.type, r.title, r.path]),
        who,
      ).toEqual([['emergency_contact', 'Pellucid gas line', '/support/emergency-contacts']]);
    }
  });

  it('finds the information pages, public ones anonymously', async () => {
    await ctx.app.db
      .update(organization)
      .set({ aboutUs: 'Founded by the Quillhaven settlers.', officeHours: 'Quillhaven office: weekdays 9 to 5.' });
    expect(await paths('quillhaven', 'anonymous')).toEqual(['/about-us']);
    expect(new Set(await paths('quillhaven', 'resident'))).toEqual(new Set(['/about-us', '/contact-us']));
    expect(await paths('telegram announcements', 'anonymous')).toContain('/support');
  });

  it('never finds unpublished documents, inactive polls, ended campaigns or guides of an inactive category', async () => {
    const [document] = await ctx.app.db.select({ id: documents.id }).from(documents).limit(1);
    await ctx.app.db.update(documents).set({ title: 'Plumbrisket handbook', isPublished: false }).where(eq(documents.id, document!.id));
    const now = Date.now();
    await ctx.app.db.insert(polls).values([
      {
        slug: 'search-inactive-poll',
        title: 'Plumbrisket poll',
        opensAt: new Date(now - DAY_MS),
        closesAt: new Date(now + DAY_MS),
        isActive: false,
      },
    ]);
    await ctx.app.db.insert(campaigns).values([
      {
        slug: 'search-ended',
        title: 'Plumbrisket drive',
        summary: 'Over.',
        body: 'Over.',
        startsAt: new Date(now - 9 * DAY_MS),
        endsAt: new Date(now - DAY_MS),
        isPublished: true,
      },
      {
        slug: 'search-unpublished',
        title: 'Plumbrisket plan',
        summary: 'Soon.',
        body: 'Soon.',
        startsAt: new Date(now),
        isPublished: false,
      },
    ]);
    const [category] = await ctx.app.db
      .insert(emergencyCategories)
      .values({ slug: 'search-closed', name: 'Closed category', isActive: false })
      .returning({ id: emergencyCategories.id });
    await ctx.app.db.insert(emergencySubcategories).values({ categoryId: category!.id, slug: 'plumbrisket', name: 'Plumbrisket guide' });
    for (const who of WHO) expect(await paths('plumbrisket', who), who).toEqual([]);

    await ctx.app.db.update(documents).set({ isPublished: true, publishedAt: new Date() }).where(eq(documents.id, document!.id));
    expect(await paths('plumbrisket', 'resident')).toEqual([`/documents?search=${encodeURIComponent('Plumbrisket handbook')}`]);
    expect(await paths('plumbrisket', 'anonymous')).toEqual([]);
  });

  it('never finds what only staff see, nor anyone\u2019s cases', async () => {
    await ctx.app.db.insert(departments).values({ slug: 'wexlow-works', name: 'Wexlow works', description: 'Wexlow repairs.' });
    const [complaint] = await ctx.app.db.select({ id: complaints.id }).from(complaints).limit(1);
    await ctx.app.db.update(complaints).set({ description: 'The wexlow drain overflows.' }).where(eq(complaints.id, complaint!.id));
    for (const who of WHO) expect(await paths('wexlow', who), who).toEqual([]);
  });
});

describe('paging', () => {
  it('pages through every result once, and answers an empty page past the end', async () => {
    const made = new Set<string>();
    for (let i = 0; i < 5; i += 1) made.add(await addNews({ title: `Pagelark notice ${i}`, body: 'Same words each time.' }));
    const first = await search('pagelark', 'resident', '&page_size=2');
    const second = await search('pagelark', 'resident', '&page_size=2&page=2');
    const third = await search('pagelark', 'resident', '&page_size=2&page=3');
    expect([first.count, second.count, third.count]).toEqual([5, 5, 5]);
    expect([first.next, first.previous, second.next, second.previous, third.next, third.previous]).toEqual([2, null, 3, 1, null, 2]);
    const seen = [...first.results, ...second.results, ...third.results].map((r) => r.path);
    expect(new Set(seen)).toEqual(made);
    expect(seen).toHaveLength(5);
    const beyond = await search('pagelark', 'resident', '&page_size=2&page=9');
    expect(beyond).toMatchObject({ count: 5, results: [], previous: 8, next: null });
  });
});

describe('bad and hostile queries', () => {
  async function refused(query: string) {
    const answer = await call(ctx.app, 'GET', `/api/search/${query}`, { token: tokens.resident });
    expect(answer.statusCode, `${query}: ${answer.body}`).toBe(400);
    return answer.json<{ detail: string; errors: Record<string, string[]> }>();
  }

  it('refuses a missing, empty or blank query, and one too long, on q', async () => {
    for (const query of ['', '?q=', '?q=%20%20%09', '?page=2'])
      expect((await refused(query)).errors.q).toEqual([inEnglish(SEARCH_QUERY_REQUIRED)]);
    expect((await refused(`?q=${'a'.repeat(201)}`)).errors.q).toEqual([inEnglish(SEARCH_QUERY_TOO_LONG)]);
    expect((await search(` ${'a'.repeat(200)} `)).count).toBe(0);
  });

  it('refuses bad paging and unknown parameters on their fields', async () => {
    expect((await refused('?q=water&page=0')).errors.page).toBeDefined();
    expect((await refused('?q=water&page=x')).errors.page).toBeDefined();
    expect((await refused('?q=water&page_size=51')).errors.page_size).toBeDefined();
    expect((await refused('?q=water&search=water')).errors.search).toEqual(['Unknown field.']);
  });

  it('refuses parameters named after object machinery as unknown fields, not a 500', async () => {
    expect((await refused('?q=water&constructor=1')).errors).toEqual({ constructor: ['Unknown field.'] });
    expect((await refused('?q=water&toString=1&hasOwnProperty=1')).errors).toEqual({
      toString: ['Unknown field.'],
      hasOwnProperty: ['Unknown field.'],
    });
    expect((await refused('?q=water&__proto__=1')).errors).toEqual({ non_field_errors: ['__proto__: Unknown field.'] });
  });

  it('refuses NUL on q with a field error', async () => {
    expect((await refused('?q=a%00b')).errors.q).toBeDefined();
  });

  it('treats SQL, tsquery operators, quotes and unicode as text', async () => {
    const operators = [
      '&',
      '|',
      '!',
      ':',
      '*',
      '(',
      ')',
      '<->',
      ':*',
      '!!',
      '&&',
      '((',
      "'",
      '"',
      '\\',
      '--',
      ';',
      'a:*',
      'a & !b',
      '!(water)',
      'water:A',
      "water' | 'x",
      '"unterminated',
      '-',
      '- -',
      'or',
      'or or',
      'not',
    ];
    for (const q of [...operators, ...NASTY_STRINGS.filter((s) => s.trim() !== '' && !isUnstorable(s)), 'x'.repeat(200), 'é'.repeat(200)]) {
      for (const who of ['anonymous', 'resident'] as const) {
        const answer = await call(ctx.app, 'GET', `/api/search/?q=${encodeURIComponent(q)}`, {
          token: who === 'anonymous' ? undefined : tokens[who],
        });
        expect(answer.statusCode, `${JSON.stringify(q)}: ${answer.body.slice(0, 300)}`).toBeLessThan(500);
        if (answer.statusCode !== 200) expect(answer.json().errors.q, JSON.stringify(q)).toBeDefined();
      }
    }
    // An operator around a real word still finds it: the operators are ignored, not obeyed.
    const path = await addNews({ title: 'Frostquill market', body: 'Stalls.' });
    expect(await paths('!(frostquill) & x:*')).toEqual([]);
    expect(await paths("frostquill' | '")).toEqual([path]);
    expect(await paths('(frostquill)')).toEqual([path]);
  });
});
