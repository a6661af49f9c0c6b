import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';

import { SummaryList } from './summary-list';

it('lists each label with its value, "Not provided" for an empty one, and a change link named by its row', () => {
  render(
    <MemoryRouter>
      <SummaryList
        rows={[
          { label: 'Name', value: 'Ada Lovelace', action: { to: '/users/profile/details' } },
          { label: 'Where', value: '  ' },
          { label: 'Phone', value: null },
          { label: 'Amount', value: 0 },
        ]}
      />
    </MemoryRouter>,
  );
  const terms = screen.getAllByRole('term').map((term) => term.textContent);
  const details = screen.getAllByRole('definition').map((detail) => detail.textContent);
  expect(terms).toEqual(['Name', 'Where', 'Phone', 'Amount']);
  expect(details).toEqual(['Ada Lovelace', 'Change name', 'Not provided', 'Not provided', '0']);
  const link = screen.getByRole('link', { name: 'Change name' });
  expect(link.getAttribute('href')).toBe('/users/profile/details');
  expect(within(link).getByText('name').className).toBe('usa-sr-only');
});
