import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { fakeApi, renderWithPortal } from '@portal/shared/testing';

import { ComplaintListPage } from './complaint-list-page';

const page = (results: unknown[]) => ({ count: results.length, page: 1, page_size: 10, next: null, previous: null, results });

describe('ComplaintListPage', () => {
  it('shows the empty state for a person with no complaints', async () => {
    renderWithPortal(<ComplaintListPage />, { api: fakeApi({ '/complaints/': page([]) }) });
    expect(await screen.findByRole('heading', { name: 'You have no complaints' })).toBeTruthy();
  });

  it('lists complaints with their reference and status', async () => {
    const complaint = {
      id: 3,
      reference: 'CMP-2026-000003',
      complaint_type: 'Potholes',
      description: 'Deep pothole on Elm Street',
      status: 'in_progress',
      created_at: '2026-11-02T10:00:00.000Z',
    };
    renderWithPortal(<ComplaintListPage />, { api: fakeApi({ '/complaints/': page([complaint]) }) });
    expect(await screen.findByRole('rowheader', { name: 'CMP-2026-000003' })).toBeTruthy();
    expect(screen.getByText('In progress')).toBeTruthy();
    expect(screen.getByText('11/02/26')).toBeTruthy();
  });
});
