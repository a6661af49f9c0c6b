import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';

import { legislationSchema, listSchema, organizationSchema, type Legislation } from '@portal/shared/contracts';
import { contractApi, renderWithPortal } from '@portal/shared/testing';

import { LegislationItemPage } from './legislation-item-page';
import { LegislationPage } from './legislation-page';

const item: Legislation = {
  id: 7,
  number: 'Ordinance 2026-14',
  title: 'Short-term rental registration',
  kind: 'ordinance',
  summary: 'Short-term rentals must register with the City each year.',
  adopted_on: '2026-11-13',
  document_url: null,
};
const organization = {
  name: 'City of Riverton',
  logo_url: null,
  address: '100 Main Street',
  phone: '(555) 010-0100',
  email: 'clerk@example.org',
  website: null,
  office_hours: '',
  about_us: '',
  policies: '',
};

const one = (answer: Legislation) => ({ 'GET /legislation/7/': { response: legislationSchema, answer } });

describe('legislation', () => {
  it('links every row of the list to its own page', async () => {
    renderWithPortal(<LegislationPage />, {
      api: contractApi({ 'GET /legislation/': { response: listSchema(legislationSchema), answer: [item] } }).api,
    });
    const link = await screen.findByRole('link', { name: 'Short-term rental registration' });
    expect(link.getAttribute('href')).toBe('/legislation/7');
  });

  it('shows one piece with its number, kind, date and where to get the full text', async () => {
    renderWithPortal(
      <Routes>
        <Route path="/legislation/:id" element={<LegislationItemPage />} />
      </Routes>,
      {
        api: contractApi({ ...one(item), 'GET /organization/': { response: organizationSchema, answer: organization } }).api,
        path: '/legislation/7',
      },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Short-term rental registration' })).toBeTruthy();
    expect(screen.getByText('Ordinance 2026-14')).toBeTruthy();
    expect(screen.getByText('Ordinance')).toBeTruthy();
    expect(screen.getByText('November 13, 2026')).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'clerk@example.org' })).getAttribute('href')).toBe('mailto:clerk@example.org');
  });

  it('links the full text when it is published', async () => {
    renderWithPortal(
      <Routes>
        <Route path="/legislation/:id" element={<LegislationItemPage />} />
      </Routes>,
      {
        api: contractApi({
          ...one({ ...item, document_url: 'https://example.org/ord-2026-14.pdf' }),
          'GET /organization/': { response: organizationSchema, answer: organization },
        }).api,
        path: '/legislation/7',
      },
    );
    const link = await screen.findByRole('link', { name: /Read the full text of Ordinance 2026-14/ });
    expect(link.getAttribute('href')).toBe('https://example.org/ord-2026-14.pdf');
  });
});
