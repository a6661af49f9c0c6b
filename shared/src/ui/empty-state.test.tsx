import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';

import { EmptyState, pastLastPage } from './empty-state';

it('says what is empty, why, and the way on', () => {
  render(
    <MemoryRouter>
      <EmptyState
        title="No complaints yet"
        text="Complaints you lodge are listed here."
        action={{ to: '/complaints/new', text: 'Lodge a complaint' }}
      />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 2, name: 'No complaints yet' })).toBeTruthy();
  expect(screen.getByText('Complaints you lodge are listed here.').tagName).toBe('P');
  expect(screen.getByRole('link', { name: 'Lodge a complaint' }).getAttribute('href')).toBe('/complaints/new');
});

it('is a title alone when there is nothing more to say', () => {
  const { container } = render(<EmptyState title="No changes recorded" />);
  expect(container.querySelectorAll('p')).toHaveLength(0);
});

it('past the last page, says so and links to the first page', () => {
  render(
    <MemoryRouter>
      <EmptyState {...pastLastPage('There is no news on this page', '/news')} />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 2, name: 'There is no news on this page' })).toBeTruthy();
  expect(screen.getByText('The list is shorter than that.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Go to the first page' }).getAttribute('href')).toBe('/news');
});
