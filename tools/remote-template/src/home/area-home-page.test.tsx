import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { profileSchema } from '@portal/shared/contracts';
import { contractApi, renderWithPortal, residentProfile, SignedIn } from '@portal/shared/testing';

import { areaText } from '../text';
import { AreaHomePage } from './area-home-page';

describe("the area's first page", () => {
  it('is titled with the area and says what it offers', async () => {
    const { api } = contractApi({ 'GET /users/profile/': { response: profileSchema, answer: residentProfile } });
    renderWithPortal(
      <SignedIn>
        <AreaHomePage />
      </SignedIn>,
      { api, path: '/__AREA__' },
    );
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(areaText.text('title.home'));
    expect(screen.getByText(areaText.text('home.lead')).tagName).toBe('P');
  });
});
