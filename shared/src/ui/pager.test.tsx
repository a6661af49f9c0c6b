import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';

import { Pager, pagerItems, usePageParam } from './pager';

function Page({ count = 95 }: { count?: number }) {
  const page = usePageParam();
  const { search } = useLocation();
  return (
    <>
      <p data-testid="page">{page}</p>
      <p data-testid="search">{search}</p>
      <Pager count={count} pageSize={10} label="News pages" />
    </>
  );
}

const at = (url: string, count?: number) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Page count={count} />
    </MemoryRouter>,
  );

describe('pagerItems', () => {
  it('shows every page up to seven, then the ends, the current page and its neighbours', () => {
    expect(pagerItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerItems(2, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 10]);
    expect(pagerItems(5, 10)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]);
    expect(pagerItems(9, 10)).toEqual([1, 'ellipsis', 6, 7, 8, 9, 10]);
  });
});

describe('Pager', () => {
  it('links each page to the same address with ?page=N, keeping the other parameters', () => {
    at('/news?search=park&page=5');
    const nav = screen.getByRole('navigation', { name: 'News pages' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Previous page',
      'Page 1',
      'Page 4',
      'Page 5',
      'Page 6',
      'Last page, page 10',
      'Next page',
    ]);
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/news?search=park&page=6');
    expect(screen.getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe('/news?search=park&page=1');
    const current = screen.getByRole('link', { name: 'Page 5' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.className).toContain('usa-current');
    expect(nav.textContent).toContain('Page 5 of 10');
    expect(screen.getByTestId('page').textContent).toBe('5');
  });

  it('has no previous link on the first page and no next link on the last', () => {
    at('/news');
    expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('link', { name: 'Next page' }));
    expect(screen.getByTestId('search').textContent).toBe('?page=2');
    fireEvent.click(screen.getByRole('link', { name: 'Last page, page 10' }));
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
    expect(screen.getByRole('navigation').textContent).toContain('Page 10 of 10');
  });

  it('reads a missing or broken page as the first, and draws nothing for one page', () => {
    at('/news?page=abc', 10);
    expect(screen.getByTestId('page').textContent).toBe('1');
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
