import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { titleOf } from '@portal/shared';
import {
  donationCauseSchema,
  donationSchema,
  listSchema,
  pageSchema,
  type Donation,
  type DonationCause,
  type Page,
} from '@portal/shared/contracts';
import { contractApi, renderWithPortal } from '@portal/shared/testing';

import { navigation, routes } from '../routes';
import { cause, donation, page } from '../test-data';
import { donationsText } from '../text';
import { DonationListPage } from './donation-list-page';

/** The open causes, and the person's donations on the page asked for. */
const stub = (causes: DonationCause[], donations: Page<Donation>, asked = 1) =>
  contractApi({
    'GET /donation-causes/': { response: listSchema(donationCauseSchema), answer: causes },
    [`GET /donations/?page=${asked}`]: { response: pageSchema(donationSchema), answer: donations },
  }).api;

describe('DonationListPage', () => {
  it('shows the open causes with their progress and the way to give', async () => {
    // A supporter who gave twice lately is named once.
    const supporters = [...cause().recent_supporters, { name: 'Rosa', paid_at: '2026-09-01T10:00:00.000Z' }];
    renderWithPortal(<DonationListPage />, {
      api: stub([cause({ recent_supporters: supporters })], page([])),
    });
    expect(await screen.findByRole('heading', { name: 'Parks and Trails Fund' })).toBeTruthy();
    expect(screen.getByText(/raised of \$50,000\.00 \(25%\), 42 donors/)).toBeTruthy();
    expect(screen.getByText('Recent supporters: Anonymous, Rosa')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Donate to Parks and Trails Fund' }).getAttribute('href')).toBe(
      '/donations/donate?cause=parks-and-trails-fund',
    );
  });

  it("lists the person's donations with status, receipt or the way back to payment", async () => {
    const pending = donation({ id: 2, reference: 'DON-2026-000002', status: 'pending', receipt_number: null, paid_at: null });
    renderWithPortal(<DonationListPage />, { api: stub([], page([donation(), pending])) });
    expect(await screen.findByRole('link', { name: 'RCT-2026-000001 receipt for DON-2026-000001' })).toBeTruthy();
    expect(screen.getByText('Paid').className).toContain('portal-tag--success');
    expect(screen.getByText('Awaiting payment').className).toContain('portal-tag--pending');
    expect(screen.getByRole('button', { name: 'Continue to payment for DON-2026-000002' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'No causes are taking donations right now' })).toBeTruthy();
  });

  it('shows the empty state when there are none', async () => {
    renderWithPortal(<DonationListPage />, { api: stub([cause()], page([])) });
    expect(await screen.findByRole('heading', { name: 'You have not donated yet' })).toBeTruthy();
    expect(screen.getByText('Your donations and their receipts appear here.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Make a donation' }).getAttribute('href')).toBe('/donations/donate');
  });

  it('pages with links to ?page=', async () => {
    const many = { ...page([donation()]), count: 25, page: 2, previous: 1, next: 3 };
    renderWithPortal(<DonationListPage />, { api: stub([], many, 2), path: '/donations?page=2' });
    const pager = await screen.findByRole('navigation', { name: 'Pages of your donations' });
    expect(within(pager).getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/donations?page=3');
    expect(within(pager).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('is named as the menu names it', async () => {
    renderWithPortal(<DonationListPage />, { api: stub([], page([])) });
    const route = routes.find((candidate) => candidate.path === '/donations');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(route && titleOf(route.handle));
    const entry = navigation.find((candidate) => candidate.path === '/donations');
    expect(entry && donationsText.text(entry.label)).toBe('Donations');
  });
});
