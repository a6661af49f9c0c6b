import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { profileSchema } from '@portal/shared/contracts';
import { contractApi, renderWithPortal, SignedIn, staffProfile } from '@portal/shared/testing';

import { ConfigurationHomePage } from './configuration-home-page';

/** The configuration home as `profile` sees it, once their profile has come. */
async function cardsFor(profile: typeof staffProfile) {
  const { api } = contractApi({ 'GET /users/profile/': { response: profileSchema, answer: profile } });
  renderWithPortal(
    <SignedIn>
      <ConfigurationHomePage />
    </SignedIn>,
    { api, path: '/configuration' },
  );
  await screen.findByRole('heading', { level: 1, name: 'Configuration' });
  return screen.getAllByRole('link').map((link) => link.getAttribute('href'));
}

describe('the configuration home', () => {
  it("offers a super user the screens staff use, and not the admins' (towns, suburbs, logging)", async () => {
    const cards = await cardsFor(staffProfile);
    expect(cards).toEqual(expect.arrayContaining(['/configuration/accounts', '/configuration/disputes', '/configuration/news']));
    expect(cards).not.toContain('/configuration/towns');
    expect(cards).not.toContain('/configuration/suburbs');
    expect(cards).not.toContain('/configuration/logging');
  });

  it('offers an admin every screen, the logging one last', async () => {
    const cards = await cardsFor({ ...staffProfile, is_admin: true });
    expect(cards).toEqual(expect.arrayContaining(['/configuration/towns', '/configuration/suburbs', '/configuration/news']));
    expect(cards.at(-1)).toBe('/configuration/logging');
  });
});
