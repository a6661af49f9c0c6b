import { fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import type * as Shared from '@portal/shared';
import type { ApiClient } from '@portal/shared';
import type { Petition } from '@portal/shared/contracts';
import { fakeApi, renderWithPortal } from '@portal/shared/testing';

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
    const post = vi.fn(async () => ({ signature_count: 121, has_signed: true }));
    const api = { ...fakeApi({ '/petitions/3/': petition, '/petitions/': [] }), post: post as ApiClient['post'] };
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
    expect(post).toHaveBeenCalledTimes(1);
  });
});
