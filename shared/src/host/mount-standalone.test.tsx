import { act, fireEvent, screen } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';

import type { Profile } from '../contracts/profile';
import type { PortalRoute } from '../routes/route-handle';
import { fakeApi } from '../testing/render-with-portal';
import { LOGIN_REQUIRED, NOT_AUTHORIZED } from './access';
import { mountStandalone } from './mount-standalone';

const resident: Profile = {
  id: 1,
  email: 'rosa@example.org',
  first_name: 'Rosa',
  last_name: 'Parks',
  is_superuser: false,
  is_admin: false,
  ownership: null,
  primary_contact: null,
  identification_type: null,
  identification_number: null,
};

const routes: PortalRoute[] = [
  { path: '/things', handle: { title: 'Things', access: 'login' }, Component: () => <h1>All things</h1> },
  { path: '/things/settings', handle: { title: 'Settings', access: 'super' }, Component: () => <h1>Settings</h1> },
  { path: '/about-things', handle: { title: 'About things', access: 'public' }, Component: () => <h1>About</h1> },
];

let root: Root | undefined;

function mount(path: string) {
  window.history.replaceState(null, '', path);
  const api = fakeApi({ '/auth/login/': { token: 'token-1' }, '/api/users/profile/': resident, '/auth/logout/': {} });
  const container = document.body.appendChild(document.createElement('div'));
  act(() => {
    root = mountStandalone({ title: 'Things', routes, api }, container);
  });
}

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('mountStandalone', () => {
  it('shows public pages and links to the top-level ones', async () => {
    mount('/about-things');
    expect(await screen.findByRole('heading', { name: 'About' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect([...nav.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual(['/things', '/about-things', '/login']);
    expect(document.title).toBe('About things | Things (standalone)');
  });

  it('sends a page that needs login to the login page, then back', async () => {
    mount('/things?page=2');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect(window.location.pathname).toBe('/login');
    expect(screen.getByText(LOGIN_REQUIRED)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'rosa@example.org' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret!2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { name: 'All things' })).toBeTruthy();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/things?page=2');
    expect(screen.getByRole('button', { name: 'Log out (Rosa)' })).toBeTruthy();
  });

  it('refuses a page the role does not allow', async () => {
    localStorage.setItem('auth_token', 'token-1');
    mount('/things/settings');
    expect(await screen.findByText(NOT_AUTHORIZED)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Settings' })).toBeNull();
  });
});
