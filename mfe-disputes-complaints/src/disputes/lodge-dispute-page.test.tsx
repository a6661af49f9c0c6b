import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';

import { disputeTypeSchema, listSchema, profileSchema, propertySchema } from '@portal/shared/contracts';
import { contractApi, renderWithPortal, residentProfile, SignedIn } from '@portal/shared/testing';

import { LodgeDisputePage } from './lodge-dispute-page';

const water = {
  id: 1,
  slug: 'water-billing',
  name: 'Water bill',
  description: 'A water bill you think is wrong.',
  requirements: 'The bill.',
  criteria: [
    { id: 11, question: 'Was the meter read on site?', help: 'Answer yes or no.', required: true, yes_no: true },
    { id: 12, question: 'What reading does your meter show today?', help: 'Optional, but it helps.', required: false, yes_no: false },
  ],
};

function renderForm() {
  const { api } = contractApi({
    'GET /users/profile/': { response: profileSchema, answer: residentProfile },
    'GET /dispute-types/water-billing/': { response: disputeTypeSchema, answer: water },
    'GET /users/properties/': { response: listSchema(propertySchema), answer: [] },
  });
  renderWithPortal(
    <SignedIn>
      <Routes>
        <Route path="/disputes/:type/lodge" element={<LodgeDisputePage />} />
      </Routes>
    </SignedIn>,
    { api, path: '/disputes/water-billing/lodge' },
  );
}

describe('LodgeDisputePage', () => {
  it('asks a yes/no question with radios and an open one with a text box', async () => {
    renderForm();
    const group = await screen.findByRole('group', { name: 'Was the meter read on site?' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['Yes', 'No']);
    // The help that only said "Answer yes or no." is left to the radios.
    expect(within(group).queryByText('Answer yes or no.')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'What reading does your meter show today? (optional)' })).toBeTruthy();
  });

  it('says everything that is missing on the first submit, the required question too, in GOV.UK words', async () => {
    renderForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Submit dispute' }));
    const summary = await screen.findByRole('alert');
    const messages = within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Choose the property the bill is for.',
        'Enter the month of the bill, like November 2026.',
        'Enter the amount you dispute in dollars, like 125.40.',
        'Was the meter read on site? Choose yes or no.',
        'Say why the bill is wrong, in at least 20 characters.',
      ]),
    );
    for (const message of messages) expect(message).toMatch(/\.$/);
    // The optional question is not asked for.
    expect(messages.some((message) => message?.includes('What reading'))).toBe(false);
  });
});
