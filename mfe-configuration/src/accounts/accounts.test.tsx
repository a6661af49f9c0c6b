import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { ApiError } from '@portal/shared';
import { OWN_ACCOUNT_LOCKED } from '@portal/shared/contracts';
import { fakeApi, renderWithPortal } from '@portal/shared/testing';
import { AccountPage } from './account-page';
import { rolesOf } from './account-roles';

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

function renderAccount(patch: (path: string, body: unknown) => Promise<unknown>) {
  const api = fakeApi({ '/configuration/accounts/7/': account });
  vi.spyOn(api, 'patch').mockImplementation(patch as never);
  renderWithPortal(
    <Routes>
      <Route path="/configuration/accounts/:id" element={<AccountPage />} />
      <Route path="/configuration/accounts" element={<p>List</p>} />
    </Routes>,
    { api, path: '/configuration/accounts/7' },
  );
  return api;
}

describe('accounts', () => {
  it('names roles in words', () => {
    expect(rolesOf({ is_superuser: true, is_admin: true })).toBe('Admin, Super user');
    expect(rolesOf({ is_superuser: false, is_admin: false })).toBe('Resident');
  });

  it('sends only what changed', async () => {
    const patch = vi.fn().mockResolvedValue({ ...account, is_superuser: true });
    renderAccount(patch);
    fireEvent.click(await screen.findByRole('checkbox', { name: /Super user/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patch).toHaveBeenCalledWith('/configuration/accounts/7/', { is_superuser: true }, expect.anything()));
  });

  it('asks for a change before sending, and shows the API refusing one', async () => {
    const patch = vi.fn().mockRejectedValue(new ApiError(409, OWN_ACCOUNT_LOCKED));
    renderAccount(patch);
    fireEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Change at least one thing.')).toBeTruthy();
    expect(patch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('checkbox', { name: /Active/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(OWN_ACCOUNT_LOCKED)).toBeTruthy();
  });
});
