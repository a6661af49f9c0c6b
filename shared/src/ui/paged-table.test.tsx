import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { PagedTable } from './paged-table';

type Row = { id: number; name: string };

const settled = { isPending: false, isError: false, error: null, refetch: vi.fn() };

function renderTable(data: { count: number; page_size: number; results: Row[] } | undefined, pending = false) {
  render(
    <MemoryRouter initialEntries={['/towns']}>
      <PagedTable<Row>
        query={{ ...settled, isPending: pending, data }}
        label="the towns"
        caption="Towns"
        columns={[{ header: 'Name', cell: (row) => row.name }]}
        pagerLabel="Town pages"
        empty={{ title: 'No towns yet', text: 'Towns you add are listed here.' }}
      />
    </MemoryRouter>,
  );
}

describe('PagedTable', () => {
  it('shows the rows under the caption and the pager when there is more than a page', () => {
    renderTable({ count: 25, page_size: 10, results: [{ id: 1, name: 'Riverside' }] });
    expect(screen.getByRole('table', { name: 'Towns' })).toBeTruthy();
    expect(screen.getByText('Riverside')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Town pages' })).toBeTruthy();
  });

  it('says what is loading', () => {
    renderTable(undefined, true);
    expect(screen.getByRole('status').textContent).toBe('Loading the towns…');
  });

  it('says what an empty list means', () => {
    renderTable({ count: 0, page_size: 10, results: [] });
    expect(screen.getByRole('heading', { name: 'No towns yet' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
