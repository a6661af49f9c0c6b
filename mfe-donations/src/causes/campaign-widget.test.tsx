import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { donationCauseSchema, listSchema, type DonationCause } from '@portal/shared/contracts';
import { contractApi, renderWithPortal } from '@portal/shared/testing';

import { cause } from '../test-data';
import { activeCampaign, CampaignWidget } from './campaign-widget';

const later = cause({ id: 2, slug: 'later', title: 'Later Appeal', kind: 'campaign', closes_at: '2027-03-01T00:00:00.000Z' });
const sooner = cause({ id: 3, slug: 'sooner', title: 'Sooner Appeal', kind: 'campaign', closes_at: '2026-12-31T00:00:00.000Z' });

const causes = (answer: DonationCause[]) =>
  contractApi({ 'GET /donation-causes/': { response: listSchema(donationCauseSchema), answer } }).api;

describe('CampaignWidget', () => {
  it('picks the open campaign that ends soonest, never a fund', () => {
    expect(activeCampaign([cause(), later, sooner])?.slug).toBe('sooner');
    expect(activeCampaign([cause()])).toBeUndefined();
  });

  it('shows the appeal and a way to give', async () => {
    renderWithPortal(<CampaignWidget />, { api: causes([cause(), later]) });
    expect(await screen.findByRole('heading', { name: 'Later Appeal' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Donate to Later Appeal' })).toBeTruthy();
  });

  it('points at the funds when no appeal runs', async () => {
    renderWithPortal(<CampaignWidget />, { api: causes([cause()]) });
    expect(await screen.findByRole('link', { name: 'See the funds you can give to' })).toBeTruthy();
  });
});
