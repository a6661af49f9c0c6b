import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { kitText } from '@portal/shared';
import {
  SEARCH_QUERY_ONLY_EXCLUDED,
  SEARCH_QUERY_REQUIRED,
  SEARCH_QUERY_TOO_LONG,
  searchPageSchema,
  type SearchResult,
} from '@portal/shared/contracts';
import { contractApi, pageOf, renderWithPortal } from '@portal/shared/testing';

import { shellText } from '../text';
import { SearchPage } from './search-page';

const result: SearchResult = {
  type: 'news',
  title: 'Water main flushing schedule',
  title_matches: [{ start: 0, end: 5 }],
  snippet: 'Flushing clears sediment <b>from</b> the mains.',
  snippet_matches: [{ start: 16, end: 24 }],
  path: '/news/water-main-flushing-schedule',
};
const page = (results: SearchResult[], count = results.length, more = false) => ({ ...pageOf(results, { count }), more_than_count: more });

/** The search API answering one query (and its first page) with `answer`. */
const searchFor = (q: string, answer: unknown) => contractApi({ [`GET /search/?q=${q}&page=1`]: { response: searchPageSchema, answer } });

describe('SearchPage', () => {
  it('keeps the query in the box, announces the count and marks the matched words', async () => {
    const { api, sent } = searchFor('water', page([result]));
    renderWithPortal(<SearchPage />, { api, path: '/search?q=%20water%20' });
    expect(await screen.findByRole('status')).toHaveProperty('textContent', '1 result for “water”');
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
    expect(sent.map((request) => request.query)).toEqual([{ q: 'water', page: '1' }]);
    expect((screen.getByRole('searchbox', { name: /Search for/ }) as HTMLInputElement).value).toBe('water');
    const link = screen.getByRole('link', { name: 'Water main flushing schedule' });
    expect(link.getAttribute('href')).toBe('/news/water-main-flushing-schedule');
    expect(screen.getByText('News')).toBeTruthy();
    expect([...document.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Water', 'sediment']);
    // Content is text, never markup.
    expect(screen.getByText(/<b>from<\/b>/)).toBeTruthy();
  });

  it('says "more than" the count when the API ranked only the newest of some kind', async () => {
    renderWithPortal(<SearchPage />, { api: searchFor('water', page([result], 500, true)).api, path: '/search?q=water' });
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'More than 500 results for “water”');
  });

  it('refuses a query of only left-out words next to the field, asking nothing of the API', async () => {
    const { api, sent } = contractApi({});
    renderWithPortal(<SearchPage />, { api, path: '/search' });
    const box = screen.getByRole('searchbox', { name: /Search for/ });
    fireEvent.change(box, { target: { value: '-water' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(kitText.text(SEARCH_QUERY_ONLY_EXCLUDED))).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('says once, plainly, when nothing is found, with what to try', async () => {
    renderWithPortal(<SearchPage />, { api: searchFor('zzz', page([])).api, path: '/search?q=zzz' });
    expect(await screen.findByRole('heading', { name: 'No results for “zzz”' })).toBeTruthy();
    // Announced, but not drawn twice: no "0 results" above the empty state.
    expect(screen.getByRole('status').textContent).toBe('No results for “zzz”');
    expect(screen.getByRole('status').className).toContain('usa-sr-only');
    expect(screen.queryByText(/0 results/)).toBeNull();
    expect(screen.getByText(/Check the spelling/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'log in' }).getAttribute('href')).toBe('/login');
  });

  it('refuses an empty search next to the field, asking nothing of the API', async () => {
    const { api, sent } = contractApi({});
    renderWithPortal(<SearchPage />, { api, path: '/search' });
    const box = screen.getByRole('searchbox', { name: /Search for/ });
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(kitText.text(SEARCH_QUERY_REQUIRED))).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(box);
    expect(sent).toEqual([]);
  });

  it('shows the API’s field error for the query next to the field', async () => {
    const { api } = contractApi({
      'GET /search/?q=water&page=1': { error: { status: 400, detail: 'Invalid input.', errors: { q: [SEARCH_QUERY_TOO_LONG] } } },
    });
    renderWithPortal(<SearchPage />, { api, path: '/search?q=water' });
    expect(await screen.findByText(kitText.text(SEARCH_QUERY_TOO_LONG))).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: /Search for/ }).getAttribute('aria-invalid')).toBe('true');
  });

  it('offers to try again when the search fails', async () => {
    renderWithPortal(<SearchPage />, {
      api: contractApi({ 'GET /search/?q=water&page=1': { error: { status: 500, detail: 'Something went wrong on our side.' } } }).api,
      path: '/search?q=water',
    });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('We could not load the search results');
  });

  it('pages through the results with links to ?page=', async () => {
    const { api, sent } = contractApi({
      'GET /search/?q=water&page=1': { response: searchPageSchema, answer: { ...page([result], 25), next: 2 } },
      'GET /search/?q=water&page=2': { response: searchPageSchema, answer: { ...page([result], 25), page: 2, previous: 1 } },
    });
    renderWithPortal(<SearchPage />, { api, path: '/search?q=water' });
    const pages = await screen.findByRole('navigation', { name: 'Search results pages' });
    expect(pages.querySelector('[aria-current="page"]')?.textContent).toBe('1');
    const next = screen.getByRole('link', { name: 'Next page' });
    expect(next.getAttribute('href')).toBe('/search?q=water&page=2');
    fireEvent.click(next);
    await waitFor(() => expect(sent.map((request) => request.query)).toContainEqual({ q: 'water', page: '2' }));
  });

  it('is a search landmark with its own name', () => {
    renderWithPortal(<SearchPage />, { api: contractApi({}).api, path: '/search' });
    expect(screen.getByRole('search', { name: 'Search for' })).toBeTruthy();
  });

  it('counts in the page’s language, one result and many each in their own words', async () => {
    await Promise.all([kitText.readyAll('es'), shellText.readyAll('es')]);
    document.documentElement.lang = 'es';
    try {
      const { unmount } = renderWithPortal(<SearchPage />, { api: searchFor('water', page([result])).api, path: '/search?q=water' });
      expect(await screen.findByRole('status')).toHaveProperty('textContent', '1 resultado para “water”');
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Buscar');
      expect(screen.getByText('Noticias')).toBeTruthy();
      unmount();
      renderWithPortal(<SearchPage />, { api: searchFor('water', page([result], 500, true)).api, path: '/search?q=water' });
      expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Más de 500 resultados para “water”');
    } finally {
      document.documentElement.lang = 'en';
    }
  });
});
