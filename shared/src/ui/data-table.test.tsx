import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';

import { DataTable } from './data-table';

it('scrolls in a region named by its caption that the keyboard can reach', () => {
  render(
    <DataTable
      caption="Errors reported by browsers"
      columns={[{ header: 'Where', cell: (row: { url: string }) => row.url }]}
      rows={[{ url: 'http://localhost:3000/a-very-long-address-without-a-break' }]}
      rowKey={(row) => row.url}
    />,
  );
  const region = screen.getByRole('region', { name: 'Errors reported by browsers' });
  expect(region.tabIndex).toBe(0);
  expect(region.contains(screen.getByRole('table', { name: 'Errors reported by browsers' }))).toBe(true);
});
