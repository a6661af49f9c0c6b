import { act, fireEvent, screen } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';

import { storage, STORAGE_KEYS } from '../auth/storage';
import { loginSchema, tokenSchema } from '../contracts/auth';
import { profileSchema, type Profile } from '../contracts/profile';
import { existsIn, type PortalRoute } from '../routes/route-handle';
import { contractApi } from '../testing/render-with-portal';
import { mountStandalone } from './mount-standalone';

// What the route guard and the login page say, in English.
const LOGIN_REQUIRED = 'Please login to access this resource.';
const NOT_AUTHORIZED = 'You are not authorized to use this resource.';
const LOGGED_OUT = 'You have logged out.';

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
  {
    path: '/things/:id',
    handle: { title: 'A thing', access: 'public', validate: ({ id }) => /^[1-9]\d*$/.test(id ?? '') },
    Component: () => <h1>One thing</h1>,
  },
  {
    path: '/kinds/:slug',
    handle: {
      title: 'A kind',
      access: 'public',
      validate: ({ slug }, { api }) => existsIn(api.get(`/kinds/${slug}/`)),
    },
    Component: () => <h1>One kind</h1>,
  },
];

let root: Root | undefined;

function mount(path: string, options: { portalUrl?: string } = {}) {
  window.history.replaceState(null, '', path);
  const { api } = contractApi({
    'POST /auth/login/': { body: loginSchema, response: tokenSchema, answer: { token: 'token-1' } },
    'GET /users/profile/': { response: profileSchema, answer: resident },
    'POST /auth/logout/': { noContent: true },
    // A route of the app under test, not of the portal's API: its contract is the test's own.
    'GET /kinds/round/': { response: z.object({ slug: z.string() }), answer: { slug: 'round' } },
    'GET /kinds/square/': { error: { status: 404, detail: 'Not found.' } },
  });
  const container = document.body.appendChild(document.createElement('div'));
  act(() => {
    root = mountStandalone({ title: 'Things', routes, api, ...options }, container);
  });
}

afterEach(() => {
  act(() => root?.unmount());
  act(() => toast.remove());
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

  it('refuses a page the role does not allow, and goes home', async () => {
    localStorage.setItem('auth_token', 'token-1');
    mount('/things/settings');
    expect(await screen.findByText(NOT_AUTHORIZED)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Settings' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Pages' })).toBeTruthy();
    expect(window.location.pathname).toBe('/');
  });

  it('says why on the login page when the portal ended the session, and does not come back', async () => {
    localStorage.setItem('auth_token', 'token-1');
    mount('/things');
    await screen.findByRole('heading', { name: 'All things' });
    fireEvent.click(screen.getByRole('button', { name: 'Log out (Rosa)' }));

    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByText(LOGGED_OUT)).toBeTruthy();
    expect(screen.queryByText(LOGIN_REQUIRED)).toBeNull();
    expect(storage.get(STORAGE_KEYS.redirectPath)).toBeNull();
  });

  it("applies each route's validity check, as the portal does", async () => {
    mount('/things/0');
    await screen.findByText('Page Not Found: /things/0');
    expect(screen.queryByRole('heading', { name: 'One thing' })).toBeNull();
    act(() => root?.unmount());

    mount('/things/12');
    await screen.findByRole('heading', { name: 'One thing' });
  });

  it('asks the API when the check does, and shows the page only once it has answered', async () => {
    mount('/kinds/square');
    await screen.findByText('Page Not Found: /kinds/square');
    expect(screen.queryByRole('heading', { name: 'One kind' })).toBeNull();
    act(() => root?.unmount());

    mount('/kinds/round');
    await screen.findByRole('heading', { name: 'One kind' });
  });

  it('says which path it does not know', async () => {
    mount('/no-such-page');
    await screen.findByText('Page Not Found: /no-such-page');
  });

  it("sends the login page's account links to the portal, which has those pages", async () => {
    mount('/login');
    await screen.findByRole('heading', { name: 'Log in' });
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      'http://localhost:3000/users/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('http://localhost:3000/register');
    act(() => root?.unmount());

    mount('/login', { portalUrl: 'https://portal.example.org' });
    await screen.findByRole('heading', { name: 'Log in' });
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('https://portal.example.org/register');
  });
});
