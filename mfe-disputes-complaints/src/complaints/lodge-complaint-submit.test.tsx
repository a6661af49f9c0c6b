import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import {
  complaintDetailSchema,
  complaintInputSchema,
  complaintTypeSchema,
  listSchema,
  profileSchema,
  propertySchema,
} from '@portal/shared/contracts';
import { contractApi, renderWithPortal, residentProfile, SignedIn, type StubRoute } from '@portal/shared/testing';

import { complaintDetail } from '../cases/test-data';
import { LodgeComplaintPage } from './lodge-complaint-page';

const DESCRIPTION = '  A deep pothole outside number 14.  ';

function renderLodge(lodge: StubRoute) {
  const stub = contractApi({
    'GET /users/profile/': { response: profileSchema, answer: residentProfile },
    'GET /complaint-types/': { response: listSchema(complaintTypeSchema), answer: [{ id: 4, name: 'Potholes', description: '' }] },
    'GET /users/properties/': { response: listSchema(propertySchema), answer: [] },
    'POST /complaints/': { body: complaintInputSchema, ...lodge },
  });
  renderWithPortal(
    <SignedIn>
      <Routes>
        <Route path="/complaints/lodge" element={<LodgeComplaintPage />} />
        <Route path="/complaints/:id" element={<h1>Complaint page</h1>} />
      </Routes>
    </SignedIn>,
    { api: stub.api, path: '/complaints/lodge' },
  );
  return stub.sent;
}

async function fillIn() {
  fireEvent.change(await screen.findByRole('option', { name: 'Potholes' }).then((option) => option.closest('select')!), {
    target: { value: '4' },
  });
  fireEvent.change(screen.getByLabelText('Describe the problem'), { target: { value: DESCRIPTION } });
  fireEvent.change(screen.getByLabelText(/^Address/), { target: { value: '14 Elm Street' } });
  fireEvent.click(screen.getByRole('button', { name: 'Submit complaint' }));
}

describe('lodging a complaint', () => {
  // What one test types is kept on the device: the next starts without it.
  afterEach(() => localStorage.clear());

  it("sends exactly the contract's body and opens the complaint", async () => {
    const sent = renderLodge({ response: complaintDetailSchema, answer: complaintDetail() });
    await fillIn();
    expect(await screen.findByRole('heading', { name: 'Complaint page' })).toBeTruthy();
    expect(sent.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([
      // Trimmed by the contract before it is sent.
      { complaint_type_id: 4, description: DESCRIPTION.trim(), property_id: null, address: '14 Elm Street', photo_ids: [] },
    ]);
  });

  it("shows the API's field error next to its field and keeps what was typed", async () => {
    const tooLate = 'Describe a problem you saw in the last year.';
    renderLodge({ error: { status: 400, detail: 'Invalid input.', errors: { description: [tooLate] } } });
    await fillIn();
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: tooLate }).getAttribute('href')).toBe('#description');
    const description = screen.getByLabelText('Describe the problem') as HTMLTextAreaElement;
    expect(description.getAttribute('aria-invalid')).toBe('true');
    expect(description.closest('.usa-form-group')?.textContent).toContain(tooLate);
    expect(description.value).toBe(DESCRIPTION);
    expect((screen.getByLabelText(/^Address/) as HTMLInputElement).value).toBe('14 Elm Street');
    expect(screen.queryByRole('heading', { name: 'Complaint page' })).toBeNull();
  });

  it('says what is wrong on the first submit and sends nothing', async () => {
    const sent = renderLodge({ response: complaintDetailSchema, answer: complaintDetail() });
    fireEvent.click(await screen.findByRole('button', { name: 'Submit complaint' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Choose the kind of problem.' })).toBeTruthy();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
  });
});
