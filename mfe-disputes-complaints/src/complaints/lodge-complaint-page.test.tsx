import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { complaintTypeSchema, listSchema, profileSchema, propertySchema } from '@portal/shared/contracts';
import { contractApi, renderWithPortal, residentProfile } from '@portal/shared/testing';

import { SignedIn } from '../cases/signed-in';
import { LodgeComplaintPage } from './lodge-complaint-page';

describe('LodgeComplaintPage', () => {
  it('asks for a complete profile before anything can be lodged', () => {
    renderWithPortal(<LodgeComplaintPage />, { api: contractApi({}).api });
    expect(screen.getByRole('heading', { name: 'Complete your profile first' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit complaint' })).toBeNull();
  });

  it('says everything that is missing on the first submit, the place too', async () => {
    const { api } = contractApi({
      'GET /users/profile/': { response: profileSchema, answer: residentProfile },
      'GET /complaint-types/': { response: listSchema(complaintTypeSchema), answer: [{ id: 4, name: 'Potholes', description: '' }] },
      'GET /users/properties/': { response: listSchema(propertySchema), answer: [] },
    });
    renderWithPortal(
      <SignedIn>
        <LodgeComplaintPage />
      </SignedIn>,
      { api },
    );
    fireEvent.change(await screen.findByLabelText('Describe the problem'), { target: { value: 'Too short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit complaint' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Choose the kind of problem.',
      'Describe the problem in at least 20 characters.',
      'Choose one of your properties or enter the address.',
    ]);
    // What was typed stays.
    expect((screen.getByLabelText('Describe the problem') as HTMLTextAreaElement).value).toBe('Too short');
  });
});
