import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { complaintTypeSchema, listSchema, profileSchema, propertySchema } from '@portal/shared/contracts';
import { contractApi, renderWithPortal, residentProfile, SignedIn } from '@portal/shared/testing';

import { LodgeComplaintPage } from './lodge-complaint-page';

function renderSignedIn() {
  const { api } = contractApi({
    'GET /users/profile/': { response: profileSchema, answer: residentProfile },
    'GET /complaint-types/': { response: listSchema(complaintTypeSchema), answer: [{ id: 4, name: 'Potholes', description: '' }] },
    'GET /users/properties/': { response: listSchema(propertySchema), answer: [] },
  });
  return renderWithPortal(
    <SignedIn>
      <LodgeComplaintPage />
    </SignedIn>,
    { api },
  );
}

const DISCARD = 'Discard it and start again';
const valueOf = (label: string | RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('LodgeComplaintPage', () => {
  // What one test types is kept on the device: the next starts without it.
  afterEach(() => localStorage.clear());

  it('asks for a complete profile before anything can be lodged', () => {
    renderWithPortal(<LodgeComplaintPage />, { api: contractApi({}).api });
    expect(screen.getByRole('heading', { name: 'Complete your profile first' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit complaint' })).toBeNull();
  });

  it('says everything that is missing on the first submit, the place too', async () => {
    renderSignedIn();
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

  it('opens again with what the person typed on this device, which they may discard', async () => {
    const first = renderSignedIn();
    expect(await screen.findByRole('option', { name: 'Potholes' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: DISCARD })).toBeNull();
    fireEvent.change(screen.getByLabelText(/kind of problem/), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText('Describe the problem'), { target: { value: 'A deep pothole outside number 14.' } });
    fireEvent.change(screen.getByLabelText(/^Address/), { target: { value: '14 Elm Street' } });
    first.unmount();

    renderSignedIn();
    const discard = await screen.findByRole('button', { name: DISCARD });
    expect(discard.closest('.usa-alert')?.textContent).toMatch(
      /^What you typed on this device on .+ was kept\. Discard it and start again$/,
    );
    expect(await screen.findByRole('option', { name: 'Potholes' })).toBeTruthy();
    expect(valueOf(/kind of problem/)).toBe('4');
    expect(valueOf('Describe the problem')).toBe('A deep pothole outside number 14.');
    expect(valueOf(/^Address/)).toBe('14 Elm Street');

    fireEvent.click(discard);
    expect(screen.queryByRole('button', { name: DISCARD })).toBeNull();
    expect(valueOf('Describe the problem')).toBe('');
    expect(valueOf(/^Address/)).toBe('');
    expect(Object.keys(localStorage).filter((key) => key.startsWith('portal_draft:'))).toEqual([]);
  });
});
