import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { chooseLanguage } from '@portal/shared';
import type * as Shared from '@portal/shared';
import { petitionSchema, signatureResultSchema, signPetitionInputSchema, type Petition } from '@portal/shared/contracts';
import { contractApi, renderWithPortal } from '@portal/shared/testing';

import { PetitionPage } from './petition-page';

// The resident here has a complete profile (ProfileRequired's own tests cover the other case).
vi.mock('@portal/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof Shared>()),
  ProfileRequired: ({ children }: { children: ReactNode }) => children,
}));

const petition: Petition = {
  id: 3,
  title: 'Add a crosswalk at Elm Street',
  summary: 'A safe crossing for the school.',
  body: 'We ask the council to add a crosswalk.',
  goal: 500,
  signature_count: 120,
  closes_at: '2026-12-01T15:00:00.000Z',
  status: 'open',
  has_signed: false,
};

describe('PetitionPage', () => {
  it('confirms a signature in a panel under the heading, with the new count', async () => {
    const { api, sent } = contractApi({
      'GET /petitions/3/': { response: petitionSchema, answer: petition },
      'POST /petitions/3/sign/': {
        body: signPetitionInputSchema,
        response: signatureResultSchema,
        answer: { signature_count: 121, has_signed: true },
      },
    });
    renderWithPortal(
      <Routes>
        <Route path="/petitions/:id" element={<PetitionPage />} />
      </Routes>,
      { api, path: '/petitions/3' },
    );
    const button = await screen.findByRole('button', { name: 'Sign this petition' });
    fireEvent.click(button);
    fireEvent.click(button);
    const panel = await screen.findByRole('region', { name: 'You have signed this petition' });
    expect(panel.previousElementSibling?.tagName).toBe('H1');
    expect(document.activeElement).toBe(panel);
    expect(screen.getByText(/Your signature is one of 121\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign this petition' })).toBeNull();
    expect(sent.filter((request) => request.method === 'POST')).toHaveLength(1);
  });
});

describe('PetitionPage in Spanish', () => {
  beforeAll(() => chooseLanguage('es'));
  afterAll(() => chooseLanguage('en'));

  it('knows a second signature by its code, whatever the language of the API’s message, and shows no error', async () => {
    const { api, sent } = contractApi({
      'GET /petitions/3/': { response: petitionSchema, answer: petition },
      'POST /petitions/3/sign/': {
        body: signPetitionInputSchema,
        error: { status: 409, detail: 'Ya firmó esta petición.', code: 'petition.alreadySigned' },
      },
    });
    renderWithPortal(
      <Routes>
        <Route path="/petitions/:id" element={<PetitionPage />} />
      </Routes>,
      { api, path: '/petitions/3' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Firmar esta petición' }));
    await waitFor(() => expect(sent.filter((request) => request.method === 'POST')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Firmar esta petición' }).hasAttribute('disabled')).toBe(false));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
