import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import {
  COMPLAINT_STATUS_LABELS,
  COMPLAINT_TRANSITIONS,
  complaintDetailSchema,
  INVALID_TRANSITION,
  profileSchema,
  transitionSchema,
  type ComplaintDetail,
  type Profile,
} from '@portal/shared/contracts';
import { contractApi, renderWithPortal, type StubRoute } from '@portal/shared/testing';

import { SignedIn } from './signed-in';
import { TransitionForm } from './transition-form';

const staff: Profile = {
  id: 1,
  email: 'super@example.org',
  first_name: 'Sam',
  last_name: 'Staff',
  is_superuser: true,
  is_admin: false,
  ownership: null,
  primary_contact: null,
  identification_type: null,
  identification_number: null,
};
const moved: ComplaintDetail = {
  id: 12,
  reference: 'CMP-2026-000012',
  complaint_type: 'Potholes',
  description: 'A deep pothole outside number 14.',
  status: 'in_progress',
  created_at: '2026-11-20T10:00:00.000Z',
  location: '14 Elm Street',
  property_id: null,
  photos: [],
  timeline: [],
  resident: { name: 'Rosa Martinez', email: 'rosa@example.org' },
};
const next = COMPLAINT_TRANSITIONS.submitted;

function renderTransition(route: StubRoute, profile = staff) {
  const { api, sent } = contractApi({
    'GET /users/profile/': { response: profileSchema, answer: profile },
    'POST /complaints/12/transition/': { body: transitionSchema(next as [string, ...string[]]), ...route },
  });
  renderWithPortal(
    <SignedIn>
      <TransitionForm path="/complaints/12/" next={next} labels={COMPLAINT_STATUS_LABELS} invalidate={['complaints']} />
    </SignedIn>,
    { api },
  );
  return () => sent.filter((request) => request.method === 'POST').map((request) => request.body);
}

async function move(status: string, note: string) {
  fireEvent.change(await screen.findByLabelText('New status'), { target: { value: status } });
  fireEvent.change(screen.getByLabelText('Note for the resident'), { target: { value: note } });
  fireEvent.click(screen.getByRole('button', { name: 'Update case' }));
}

describe('TransitionForm', () => {
  it('offers only the next statuses, sends the status and note, says it is done and empties the form', async () => {
    const posted = renderTransition({ response: complaintDetailSchema, answer: moved });
    const select = await screen.findByLabelText('New status');
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['- Select -', 'In progress', 'Rejected']);
    await move('in_progress', 'A crew is booked for Monday.');
    expect((await screen.findByRole('status')).textContent).toBe('Moved to In progress. The resident has been told by email.');
    expect(posted()).toEqual([{ status: 'in_progress', note: 'A crew is booked for Monday.' }]);
    expect((screen.getByLabelText('Note for the resident') as HTMLTextAreaElement).value).toBe('');
  });

  it('asks for the status and the note on the first submit and sends nothing', async () => {
    const posted = renderTransition({ response: complaintDetailSchema, answer: moved });
    fireEvent.click(await screen.findByRole('button', { name: 'Update case' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Choose the new status.', 'Write a note for the resident.']);
    expect(posted()).toEqual([]);
  });

  it("shows the API's refusal and keeps the note", async () => {
    renderTransition({ error: { status: 409, detail: INVALID_TRANSITION } });
    await move('rejected', 'Not a council road.');
    expect((await screen.findByRole('alert')).textContent).toContain(INVALID_TRANSITION);
    expect((screen.getByLabelText('Note for the resident') as HTMLTextAreaElement).value).toBe('Not a council road.');
  });

  it('is not there for a resident', async () => {
    const { api } = contractApi({ 'GET /users/profile/': { response: profileSchema, answer: { ...staff, is_superuser: false } } });
    renderWithPortal(
      <SignedIn>
        <p>Case</p>
        <TransitionForm path="/complaints/12/" next={next} labels={COMPLAINT_STATUS_LABELS} invalidate={['complaints']} />
      </SignedIn>,
      { api },
    );
    await screen.findByText('Case');
    expect(screen.queryByRole('heading', { name: 'Handle this case' })).toBeNull();
  });
});
