import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { expect, it } from 'vitest';

import { ErrorContent } from './error-content';
import { NotFoundContent } from './not-found-content';

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

it('says the page is not found with its path, under an h1 that is the title, and offers a search and the home page', () => {
  render(
    <MemoryRouter initialEntries={['/news/no-such-article']}>
      <NotFoundContent path="/news/no-such-article" />
      <Where />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page Not Found');
  expect(screen.getByText('Page Not Found: /news/no-such-article').tagName).toBe('P');
  expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search for the page' }), { target: { value: 'parking permits' } });
  fireEvent.submit(screen.getByRole('search', { name: 'Search for the page' }));
  expect(screen.getByTestId('where').textContent).toBe('/search?q=parking+permits');
});

it('says what failed under an h1 that is the title', () => {
  render(
    <MemoryRouter>
      <ErrorContent detail="The news could not be loaded." />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Internal Server Error');
  expect(screen.getByText('The news could not be loaded.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeTruthy();
});
