import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { newsHeadlineSchema, newsItemSchema, pageSchema } from '@portal/shared/contracts';

import { call, startTestApp, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx?.close());

const SPANISH = { 'accept-language': 'es' };

// The two lists of published news: whole items, and headlines (what list pages show). Both page,
// search and hide drafts alike.
describe.each([
  { list: '/api/news/', newsPage: pageSchema(newsItemSchema) },
  { list: '/api/headlines/', newsPage: pageSchema(newsHeadlineSchema) },
])('GET $list', ({ list, newsPage }) => {
  it('lists the 12 published items, newest first, without a login', async () => {
    const response = await call(ctx.app, 'GET', `${list}?page_size=100`);
    expect(response.statusCode).toBe(200);
    const page = newsPage.parse(response.json());
    expect(page.count).toBe(12);
    expect(page.results.every((item) => item.published_at)).toBe(true);
    const dates = page.results.map((item) => item.published_at!);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(dates).size).toBe(12);
  });

  it('hides drafts', async () => {
    const page = newsPage.parse((await call(ctx.app, 'GET', `${list}?page_size=100`)).json());
    const slugs = page.results.map((item) => item.slug);
    expect(slugs).not.toContain('farmers-market-returns');
    expect(slugs).not.toContain('budget-town-hall');
    expect((await call(ctx.app, 'GET', '/api/news/budget-town-hall/')).statusCode).toBe(404);
  });

  it('pages with next and previous', async () => {
    const first = newsPage.parse((await call(ctx.app, 'GET', `${list}?page_size=5`)).json());
    expect(first).toMatchObject({ count: 12, page: 1, page_size: 5, next: 2, previous: null });
    expect(first.results).toHaveLength(5);
    const last = newsPage.parse((await call(ctx.app, 'GET', `${list}?page=3&page_size=5`)).json());
    expect(last).toMatchObject({ page: 3, next: null, previous: 2 });
    expect(last.results).toHaveLength(2);
    const seen = new Set([...first.results, ...last.results].map((item) => item.id));
    expect(seen.size).toBe(7);
  });

  it('counts the items on a page past the end, and on a searched page', async () => {
    const past = newsPage.parse((await call(ctx.app, 'GET', `${list}?page=4&page_size=5`)).json());
    expect(past).toMatchObject({ count: 12, page: 4, next: null, previous: 3, results: [] });
    const searched = newsPage.parse((await call(ctx.app, 'GET', `${list}?search=WATER%20MAIN&page=2`)).json());
    expect(searched).toMatchObject({ count: 1, next: null, previous: 1, results: [] });
  });

  it('defaults to pages of 10', async () => {
    const page = newsPage.parse((await call(ctx.app, 'GET', list)).json());
    expect(page).toMatchObject({ page: 1, page_size: 10, next: 2 });
    expect(page.results).toHaveLength(10);
  });

  it('searches title and summary, ignoring case', async () => {
    const byTitle = newsPage.parse((await call(ctx.app, 'GET', `${list}?search=WATER%20MAIN`)).json());
    expect(byTitle.results.map((item) => item.slug)).toEqual(['water-main-flushing-schedule']);
    expect(byTitle.results[0]?.title).toBe('Water main flushing schedule');
    const bySummary = newsPage.parse((await call(ctx.app, 'GET', `${list}?search=hydrants`)).json());
    expect(bySummary.results.map((item) => item.slug)).toEqual(['water-main-flushing-schedule']);
    // Drafts stay hidden from search too, and LIKE wildcards are literal.
    expect(newsPage.parse((await call(ctx.app, 'GET', `${list}?search=farmers`)).json()).count).toBe(0);
    expect(newsPage.parse((await call(ctx.app, 'GET', `${list}?search=%25`)).json()).count).toBe(0);
  });

  it('searches in the reader’s language too: the words of each item’s Spanish version, read as Spanish', async () => {
    const search = async (words: string, headers: Record<string, string> = SPANISH) =>
      newsPage.parse((await call(ctx.app, 'GET', `${list}?search=${encodeURIComponent(words)}`, { headers })).json()).results;
    const found = await search('tuberías');
    expect(found.map((item) => item.slug)).toEqual(['water-main-flushing-schedule']);
    expect(found[0]).toMatchObject({ title: 'Calendario de limpieza de las tuberías de agua', language: 'es' });
    // Stemmed as Spanish and in any order, as the site search reads them.
    expect((await search('tubería calendario')).map((item) => item.slug)).toEqual(['water-main-flushing-schedule']);
    // The English words still find it (the site search's links carry them); only leaving words out finds nothing.
    expect((await search('water main')).map((item) => item.slug)).toEqual(['water-main-flushing-schedule']);
    expect(await search('-agua')).toEqual([]);
    // In English, the Spanish words are not the item's.
    expect(await search('tuberías', {})).toEqual([]);
    expect((await search('hydrants', {})).map((item) => item.slug)).toEqual(['water-main-flushing-schedule']);
  });

  it('validates the query', async () => {
    const response = await call(ctx.app, 'GET', `${list}?page=0&page_size=1000&sort=title`);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['page', 'page_size', 'sort']);
  });
});

describe('GET /api/headlines/', () => {
  it('answers the items of /api/news/ without their bodies', async () => {
    const items = pageSchema(newsItemSchema).parse((await call(ctx.app, 'GET', '/api/news/?page_size=3')).json()).results;
    const headlines = (await call(ctx.app, 'GET', '/api/headlines/?page_size=3')).json().results;
    expect(headlines).toEqual(
      items.map(({ id, slug, title, summary, image_url, published_at, language }) => ({
        id,
        slug,
        title,
        summary,
        image_url,
        published_at,
        language,
      })),
    );
    expect(items[0]?.body_html).toContain('<p>');
  });
});

describe('GET /api/news/:slug/', () => {
  it('returns one published item', async () => {
    const response = await call(ctx.app, 'GET', '/api/news/water-main-flushing-schedule/');
    expect(response.statusCode).toBe(200);
    expect(newsItemSchema.parse(response.json()).title).toBe('Water main flushing schedule');
  });

  it('answers 404 for an unknown slug', async () => {
    const response = await call(ctx.app, 'GET', '/api/news/no-such-story/');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
  });
});
