import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';

import {
  accountSchema,
  accountUpdateSchema,
  ADMIN_ACCOUNT_NEEDS_ADMIN,
  OWN_ACCOUNT_LOCKED,
  profileSchema,
  type Account,
} from '@portal/shared/contracts';
import { contractApi, renderWithPortal, SignedIn, type StubRoutes } from '@portal/shared/testing';

import { AccountPage } from './account-page';
import { rolesOf, roleTags } from './account-roles';

const account = {
  id: 7,
  email: 'sam@example.org',
  first_name: 'Sam',
  last_name: 'Lee',
  is_superuser: false,
  is_admin: false,
  is_active: true,
  last_login: null,
  created_at: '2026-10-01T00:00:00.000Z',
};

const profile = (isAdmin: boolean) => ({
  id: 1,
  email: isAdmin ? 'admin@example.org' : 'super@example.org',
  first_name: 'Casey',
  last_name: 'Staff',
  is_superuser: true,
  is_admin: isAdmin,
  ownership: null,
  primary_contact: null,
  identification_type: null,
  identification_number: null,
});

const SAVE = 'PATCH /configuration/accounts/7/';
const saved = (answer: Account): StubRoutes => ({ [SAVE]: { body: accountUpdateSchema, response: accountSchema, answer } });

function renderAccount(save: StubRoutes, { target = account, callerIsAdmin = false }: { target?: Account; callerIsAdmin?: boolean } = {}) {
  const { api, sent } = contractApi({
    'GET /configuration/accounts/7/': { response: accountSchema, answer: target },
    'GET /users/profile/': { response: profileSchema, answer: profile(callerIsAdmin) },
    ...save,
  });
  renderWithPortal(
    <SignedIn>
      <Routes>
        <Route path="/configuration/accounts/:id" element={<AccountPage />} />
        <Route path="/configuration/accounts" element={<p>List</p>} />
      </Routes>
    </SignedIn>,
    { api, path: '/configuration/accounts/7' },
  );
  // What the page has patched so far.
  return () => sent.filter((request) => request.method === 'PATCH').map((request) => request.body);
}

describe('accounts', () => {
  it('names roles in words', () => {
    expect(rolesOf({ is_superuser: true, is_admin: true })).toBe('Admin, Super user');
    expect(rolesOf({ is_superuser: false, is_admin: false })).toBe('Resident');
    expect(roleTags({ is_superuser: true, is_admin: false })).toEqual([{ label: 'Super user', tone: 'info' }]);
  });

  it('sends only what changed', async () => {
    const patches = renderAccount(saved({ ...account, is_superuser: true }));
    fireEvent.click(await screen.findByRole('checkbox', { name: /Super user/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patches()).toEqual([{ is_superuser: true }]));
  });

  it('asks for a change before sending, and shows the API refusing one', async () => {
    const patches = renderAccount({ [SAVE]: { body: accountUpdateSchema, error: { status: 409, detail: OWN_ACCOUNT_LOCKED } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Change at least one thing.')).toBeTruthy();
    expect(patches()).toEqual([]);
    fireEvent.click(screen.getByRole('checkbox', { name: /Active/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(OWN_ACCOUNT_LOCKED)).toBeTruthy();
  });

  it("offers a super user no control over an admin's account, and no admin role to grant", async () => {
    renderAccount({}, { target: { ...account, is_admin: true } });
    expect(await screen.findByText(ADMIN_ACCOUNT_NEEDS_ADMIN)).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to accounts' }).getAttribute('href')).toBe('/configuration/accounts');
  });

  it('offers a super user the super user and active flags of a resident, not the admin role', async () => {
    renderAccount({});
    expect(await screen.findByRole('checkbox', { name: /Super user/ })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /Active/ })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /Admin/ })).toBeNull();
    // Who it is, as label and value rows.
    const facts = Object.fromEntries(
      [...document.querySelectorAll('dt')].map((label) => [label.textContent, label.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      Email: 'sam@example.org',
      Roles: 'Resident',
      Status: 'Active',
      'Last login': 'Never',
      Registered: 'October 1, 2026',
    });
  });

  it("offers an admin every flag of an admin's account", async () => {
    const patches = renderAccount(saved({ ...account, is_admin: false }), { target: { ...account, is_admin: true }, callerIsAdmin: true });
    fireEvent.click(await screen.findByRole('checkbox', { name: /Admin/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patches()).toEqual([{ is_admin: false }]));
    expect(screen.queryByText(ADMIN_ACCOUNT_NEEDS_ADMIN)).toBeNull();
  });
});
