import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import {
  complaintSchema,
  complaintTypeSchema,
  listSchema,
  pageSchema,
  profileSchema,
  staffComplaintSchema,
} from '@portal/shared/contracts';
import { contractApi, renderWithPortal, SignedIn, staffProfile } from '@portal/shared/testing';

import { ComplaintListPage } from './complaint-list-page';

const page = <T,>(results: T[]) => ({ count: results.length, page: 1, page_size: 10, next: null, previous: null, results });
const complaint = {
  id: 3,
  reference: 'CMP-2026-000003',
  complaint_type: 'Potholes',
  description: 'Deep pothole on Elm Street',
  status: 'in_progress',
  created_at: '2026-11-02T10:00:00.000Z',
};

const mine = (results: (typeof complaint)[]) =>
  contractApi({ 'GET /complaints/?page=1': { response: pageSchema(complaintSchema), answer: page(results) } }).api;

/** The row of a complaint as a person reads it: reference, (who lodged it,) type, status as a tag and the date it was lodged. */
async function expectRow(cells: string[]) {
  await screen.findByRole('rowheader', { name: 'CMP-2026-000003' });
  const row = screen.getByRole('rowheader', { name: 'CMP-2026-000003' }).closest('tr')!;
  expect([...row.children].map((cell) => cell.textContent)).toEqual(cells);
  expect(row.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-02T10:00:00.000Z');
  expect(row.querySelector('.usa-tag')?.className).toContain('portal-tag--pending');
}

describe('ComplaintListPage', () => {
  it('shows the empty state for a person with no complaints', async () => {
    renderWithPortal(<ComplaintListPage />, { api: mine([]) });
    const empty = (await screen.findByRole('heading', { name: 'You have no complaints' })).parentElement!;
    expect(within(empty).getByRole('link', { name: 'Report a problem' }).getAttribute('href')).toBe('/complaints/lodge');
  });

  it("lists a resident's complaints", async () => {
    renderWithPortal(<ComplaintListPage />, { api: mine([complaint]) });
    await expectRow(['CMP-2026-000003', 'Potholes', 'In progress', 'November 2, 2026']);
    screen.getByRole('heading', { level: 1, name: 'My complaints' });
    screen.getByRole('table', { name: 'Your complaints, newest first' });
    expect(screen.queryByRole('columnheader', { name: 'Lodged by' })).toBeNull();
  });

  it("lists everyone's complaints for staff in the same table, with filters", async () => {
    const { api } = contractApi({
      'GET /users/profile/': { response: profileSchema, answer: staffProfile },
      'GET /staff/complaints/?page=1': {
        response: pageSchema(staffComplaintSchema),
        answer: page([{ ...complaint, lodged_by: { name: 'Rosa Martinez', email: 'rosa@example.org' } }]),
      },
      'GET /complaint-types/': { response: listSchema(complaintTypeSchema), answer: [{ id: 4, name: 'Potholes', description: '' }] },
    });
    renderWithPortal(
      <SignedIn>
        <ComplaintListPage />
      </SignedIn>,
      { api, path: '/complaints?view=all' },
    );
    await expectRow(['CMP-2026-000003', 'Rosa Martinezrosa@example.org', 'Potholes', 'In progress', 'November 2, 2026']);
    // Staff's list of everyone's complaints is what it is: not "My complaints", and says who lodged each.
    screen.getByRole('heading', { level: 1, name: 'Complaints' });
    screen.getByRole('columnheader', { name: 'Lodged by' });
    screen.getByRole('table', { name: 'Complaints, newest first' });
    screen.getByRole('search', { name: 'Search complaints' });
    await screen.findByRole('option', { name: 'Potholes' });
    screen.getByRole('combobox', { name: 'Status' });
  });
});
