import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';

import { SubNav } from './sub-nav';

const items = [
  { to: '/projects', text: 'All' },
  { to: '/projects?status=active', text: 'Active' },
  { to: '/projects?status=completed', text: 'Completed' },
];

it('is a named navigation of links, the page shown marked by its address with aria-current', () => {
  render(
    <MemoryRouter initialEntries={['/projects?status=active']}>
      <SubNav label="Filter projects" items={items} />
    </MemoryRouter>,
  );
  const nav = screen.getByRole('navigation', { name: 'Filter projects' });
  expect(within(nav).queryAllByRole('button')).toHaveLength(0);
  const links = within(nav).getAllByRole('link');
  expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, 'page', null]);
  expect(links[1]!.getAttribute('href')).toBe('/projects?status=active');
});

it('takes the current item from the caller, and draws USWDS side navigation when asked', () => {
  render(
    <MemoryRouter initialEntries={['/users/profile/password']}>
      <SubNav
        label="Your profile"
        variant="side"
        items={[
          { to: '/users/profile', text: 'Personal details', current: false },
          { to: '/users/profile/password', text: 'Password' },
        ]}
      />
    </MemoryRouter>,
  );
  const current = screen.getByRole('link', { name: 'Password' });
  expect(current.getAttribute('aria-current')).toBe('page');
  expect(current.className).toBe('usa-current');
  expect(current.closest('ul')?.className).toBe('usa-sidenav');
});
