import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import {
  COMPLAINT_STATUS_LABELS,
  COMPLAINT_TRANSITIONS,
  complaintDetailSchema,
  INVALID_TRANSITION,
  profileSchema,
  transitionSchema,
} from '@portal/shared/contracts';
import { contractApi, renderWithPortal, SignedIn, staffProfile, type StubRoute } from '@portal/shared/testing';

import { complaintDetail } from './test-data';
import { TransitionForm } from './transition-form';

const next = COMPLAINT_TRANSITIONS.submitted;

function renderTransition(route: StubRoute, profile = staffProfile) {
  const { api, sent } = contractApi({
    'GET /users/profile/': { response: profileSchema, answer: profile },
    'POST /complaints/12/transition/': { body: transitionSchema(next), ...route },
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
    const posted = renderTransition({ response: complaintDetailSchema, answer: complaintDetail({ status: 'in_progress' }) });
    const select = await screen.findByLabelText('New status');
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['- Select -', 'In progress', 'Rejected']);
    await move('in_progress', 'A crew is booked for Monday.');
    expect((await screen.findByRole('status')).textContent).toBe('Moved to In progress. The resident has been told by email.');
    expect(posted()).toEqual([{ status: 'in_progress', note: 'A crew is booked for Monday.' }]);
    expect((screen.getByLabelText('Note for the resident') as HTMLTextAreaElement).value).toBe('');
  });

  it('asks for the status and the note on the first submit and sends nothing', async () => {
    const posted = renderTransition({ response: complaintDetailSchema, answer: complaintDetail({ status: 'in_progress' }) });
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
    const { api } = contractApi({ 'GET /users/profile/': { response: profileSchema, answer: { ...staffProfile, is_superuser: false } } });
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
