import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';

import { FilterRow, FilterSearch, FilterSelect } from './list-filters';

const ROLES = [
  { value: 'admin', label: 'Admins' },
  { value: 'super', label: 'Super users' },
];

function Address() {
  const { search } = useLocation();
  return <output aria-label="Address">{search}</output>;
}

function renderFilters(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <FilterRow>
        <FilterSearch id="search" label="Search by name or email" landmarkLabel="Search accounts" />
        <FilterSelect name="role" label="Role" placeholder="Everyone" options={ROLES} />
        {false}
      </FilterRow>
      <Address />
    </MemoryRouter>,
  );
  return () => screen.getByLabelText('Address').textContent;
}

describe('list filters', () => {
  it('follow the address, side by side from tablet width', () => {
    renderFilters('/accounts?search=rosa&role=admin&page=3');
    expect((screen.getByRole('searchbox', { name: 'Search by name or email' }) as HTMLInputElement).value).toBe('rosa');
    expect((screen.getByRole('combobox', { name: 'Role' }) as HTMLSelectElement).value).toBe('admin');
    expect(screen.getByRole('search', { name: 'Search accounts' }).parentElement?.className).toBe('tablet:grid-col');
    expect(document.querySelectorAll('.grid-row > .tablet\\:grid-col')).toHaveLength(2);
  });

  it('set their parameter, keep the others and go back to the first page', () => {
    const address = renderFilters('/accounts?search=rosa&role=admin&page=3');
    fireEvent.change(screen.getByRole('combobox', { name: 'Role' }), { target: { value: 'super' } });
    expect(address()).toBe('?search=rosa&role=super');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name or email' }), { target: { value: ' sam ' } });
    fireEvent.submit(screen.getByRole('search', { name: 'Search accounts' }));
    expect(address()).toBe('?search=sam&role=super');
  });

  it('clear their parameter when the search is sent empty or every row is chosen', () => {
    const address = renderFilters('/accounts?search=rosa&role=admin');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name or email' }), { target: { value: '' } });
    fireEvent.submit(screen.getByRole('search', { name: 'Search accounts' }));
    expect(address()).toBe('?role=admin');
    expect(screen.queryByText('Enter a word to search for.')).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: 'Role' }), { target: { value: '' } });
    expect(address()).toBe('');
  });
});
