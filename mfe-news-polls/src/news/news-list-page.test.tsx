import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { newsHeadlineSchema, pageSchema } from '@portal/shared/contracts';
import { contractApi, pageOf, renderWithPortal } from '@portal/shared/testing';

import { NewsListPage } from './news-list-page';

const headline = {
  id: 1,
  slug: 'water-main-flushing-schedule',
  title: 'Water main flushing schedule',
  summary: 'Crews flush water mains in the north wards next week.',
  image_url: null,
  published_at: '2026-10-02T15:00:00.000Z',
};
const page = (results: (typeof headline)[], count = results.length) => pageOf(results, { count });
/** The headlines asked for with `query`, answered with `answer`. */
const headlines = (query: string, answer: ReturnType<typeof page>) =>
  contractApi({ [`GET /headlines/?${query}`]: { response: pageSchema(newsHeadlineSchema), answer } }).api;

describe('NewsListPage', () => {
  it('lists the published news with their dates', async () => {
    renderWithPortal(<NewsListPage />, { api: headlines('page=1', page([headline])) });
    expect(await screen.findByRole('heading', { name: 'Water main flushing schedule' })).toBeTruthy();
    expect(screen.getByText('October 2, 2026')).toBeTruthy();
  });

  it('pages with links that carry the page number and keep the search', async () => {
    renderWithPortal(<NewsListPage />, { api: headlines('page=1&search=water', page([headline], 25)), path: '/news?search=water' });
    const pager = await screen.findByRole('navigation', { name: 'News pages' });
    const links = within(pager).getAllByRole('link');
    expect(links.map((link) => link.textContent?.replace(/\W/g, ''))).toEqual(['1', '2', '3', 'Next']);
    expect(within(pager).getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(within(pager).getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/news?search=water&page=2');
    expect(screen.getByRole('status').textContent).toBe('25 news items for “water”');
  });

  it('says once, with the way back, when a search finds nothing', async () => {
    renderWithPortal(<NewsListPage />, { api: headlines('page=1&search=zzz', page([])), path: '/news?search=zzz' });
    expect(await screen.findByRole('heading', { name: 'No news matches “zzz”' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all news' }).getAttribute('href')).toBe('/news');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says so when there is no news', async () => {
    renderWithPortal(<NewsListPage />, { api: headlines('page=1', page([])) });
    expect(await screen.findByRole('heading', { name: 'No news yet' })).toBeTruthy();
  });

  it('offers to try again when the news cannot load', async () => {
    renderWithPortal(<NewsListPage />, {
      api: contractApi({ 'GET /headlines/?page=1': { error: { status: 503, detail: 'Server unavailable' } } }).api,
    });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    // The server's own words for its failure are for its log; the page says what to do.
    expect(screen.getByText('Something went wrong on our side. Please try again in a moment.')).toBeTruthy();
  });
});
