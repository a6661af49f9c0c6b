import { screen } from '@testing-library/react';
import { useEffect, useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';

import { usePortal } from '@portal/shared';
import { fakeApi, renderWithPortal } from '@portal/shared/testing';

import { ComplaintListPage } from './complaint-list-page';

const page = (results: unknown[]) => ({ count: results.length, page: 1, page_size: 10, next: null, previous: null, results });
const complaint = {
  id: 3,
  reference: 'CMP-2026-000003',
  complaint_type: 'Potholes',
  description: 'Deep pothole on Elm Street',
  status: 'in_progress',
  created_at: '2026-11-02T10:00:00.000Z',
};
const staff = {
  id: 1,
  email: 'super@example.org',
  first_name: 'Sam',
  last_name: 'Staff',
  is_superuser: true,
  is_admin: false,
  ownership: null,
  primary_contact: null,
  identification_type: null,
  identification_number: null,
};

/** The page once a super user's profile has come, as the shell shows it. */
function SignedIn({ children }: { children: ReactNode }) {
  const { signIn } = usePortal();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void signIn('token').then(() => setReady(true));
  }, [signIn]);
  return ready ? children : null;
}

/** The row of a complaint as a person reads it: reference, type, status and the date it was lodged. */
async function expectRow() {
  await screen.findByRole('rowheader', { name: 'CMP-2026-000003' });
  const row = screen.getByRole('rowheader', { name: 'CMP-2026-000003' }).closest('tr')!;
  expect([...row.children].map((cell) => cell.textContent)).toEqual(['CMP-2026-000003', 'Potholes', 'In progress', '11/02/26']);
  expect(row.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-02T10:00:00.000Z');
}

describe('ComplaintListPage', () => {
  it('shows the empty state for a person with no complaints', async () => {
    renderWithPortal(<ComplaintListPage />, { api: fakeApi({ '/complaints/': page([]) }) });
    await screen.findByRole('heading', { name: 'You have no complaints' });
  });

  it("lists a resident's complaints", async () => {
    renderWithPortal(<ComplaintListPage />, { api: fakeApi({ '/complaints/': page([complaint]) }) });
    await expectRow();
    screen.getByRole('table', { name: 'Your complaints, newest first' });
  });

  it("lists everyone's complaints for staff in the same table, with filters", async () => {
    const api = fakeApi({
      '/api/users/profile/': staff,
      '/staff/complaints/': page([complaint]),
      '/complaint-types/': [{ id: 4, name: 'Potholes', description: '' }],
    });
    renderWithPortal(
      <SignedIn>
        <ComplaintListPage />
      </SignedIn>,
      { api, path: '/complaints?view=all' },
    );
    await expectRow();
    screen.getByRole('table', { name: "All residents' complaints" });
    await screen.findByRole('option', { name: 'Potholes' });
    screen.getByRole('combobox', { name: 'Status' });
  });
});
