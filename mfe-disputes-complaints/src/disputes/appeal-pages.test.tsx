import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';

import {
  APPEAL_NOT_ALLOWED,
  appealDetailSchema,
  appealInputSchema,
  appealSchema,
  pageSchema,
  profileSchema,
  type AppealDetail,
  type Dispute,
} from '@portal/shared/contracts';
import { contractApi, pageOf, renderWithPortal, residentProfile, SignedIn, type StubRoute } from '@portal/shared/testing';

import { AppealForm } from './appeal-form';
import { AppealListPage, AppealPage } from './appeal-pages';

const dispute: Dispute = {
  id: 5,
  reference: 'DSP-2026-000005',
  type: { id: 1, slug: 'water-billing', name: 'Water bill' },
  property: '14 Elm Street',
  billing_period: '2026-10',
  amount_disputed_cents: 12540,
  status: 'rejected',
  created_at: '2026-11-01T10:00:00.000Z',
  appeal_deadline: '2026-12-01T10:00:00.000Z',
  can_appeal: true,
  appeal_id: null,
};
const appeal: AppealDetail = {
  id: 9,
  reference: 'APL-2026-000009',
  dispute_id: 5,
  dispute_reference: 'DSP-2026-000005',
  status: 'submitted',
  created_at: '2026-11-20T10:00:00.000Z',
  reason: 'The meter was never read: the bill is an estimate.',
  evidence: [],
  timeline: [],
  resident: { name: 'Rosa Martinez', email: 'rosa@example.org' },
};
const profile = { response: profileSchema, answer: residentProfile };
const REASON = ' The meter was never read: the bill is an estimate. ';

function renderForm(lodge: StubRoute) {
  const { api, sent } = contractApi({ 'GET /users/profile/': profile, 'POST /appeals/': { body: appealInputSchema, ...lodge } });
  renderWithPortal(
    <SignedIn>
      <Routes>
        <Route path="/disputes/5" element={<AppealForm dispute={dispute} />} />
        <Route path="/disputes/appeals/:id" element={<h1>Appeal page</h1>} />
      </Routes>
    </SignedIn>,
    { api, path: '/disputes/5' },
  );
  return () => sent.filter((request) => request.method === 'POST').map((request) => request.body);
}

describe('AppealForm', () => {
  it('says until when an appeal can be lodged, sends the reason for this dispute and opens the appeal', async () => {
    const posted = renderForm({ response: appealDetailSchema, answer: appeal });
    expect(await screen.findByText(/You can appeal until December 1, 2026\./)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Why should the decision change?'), { target: { value: REASON } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit appeal' }));
    expect(await screen.findByRole('heading', { name: 'Appeal page' })).toBeTruthy();
    expect(posted()).toEqual([{ dispute_id: 5, reason: REASON.trim(), evidence_ids: [] }]);
  });

  it('asks for a longer reason on the first submit and sends nothing', async () => {
    const posted = renderForm({ response: appealDetailSchema, answer: appeal });
    fireEvent.change(await screen.findByLabelText('Why should the decision change?'), { target: { value: 'Wrong.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit appeal' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Explain why the decision should change, in at least 20 characters.' })).toBeTruthy();
    expect(posted()).toEqual([]);
    expect((screen.getByLabelText('Why should the decision change?') as HTMLTextAreaElement).value).toBe('Wrong.');
  });

  it("shows the API's refusal and keeps the reason", async () => {
    renderForm({ error: { status: 400, detail: APPEAL_NOT_ALLOWED } });
    fireEvent.change(await screen.findByLabelText('Why should the decision change?'), { target: { value: REASON } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit appeal' }));
    expect((await screen.findByRole('alert')).textContent).toContain(APPEAL_NOT_ALLOWED);
    expect((screen.getByLabelText('Why should the decision change?') as HTMLTextAreaElement).value).toBe(REASON);
  });
});

describe('AppealPage', () => {
  it('shows the appeal: its status, its dispute, when it was lodged and why', async () => {
    const { api } = contractApi({ 'GET /users/profile/': profile, 'GET /appeals/9/': { response: appealDetailSchema, answer: appeal } });
    renderWithPortal(
      <SignedIn>
        <Routes>
          <Route path="/disputes/appeals/:id" element={<AppealPage />} />
        </Routes>
      </SignedIn>,
      { api, path: '/disputes/appeals/9' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Appeal APL-2026-000009' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'DSP-2026-000005' }).getAttribute('href')).toBe('/disputes/5');
    expect(screen.getByText('Submitted')).toBeTruthy();
    expect(screen.getByText('November 20, 2026')).toBeTruthy();
    expect(screen.getByText(appeal.reason)).toBeTruthy();
    // A resident reads no "Lodged by" and cannot move the case.
    expect(screen.queryByText('Lodged by')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Handle this case' })).toBeNull();
  });
});

describe('AppealListPage', () => {
  it("lists a resident's appeals with their disputes", async () => {
    const { id, reference, dispute_id, dispute_reference, status, created_at } = appeal;
    const { api } = contractApi({
      'GET /users/profile/': profile,
      'GET /appeals/?page=1': {
        response: pageSchema(appealSchema),
        answer: pageOf([{ id, reference, dispute_id, dispute_reference, status, created_at }]),
      },
    });
    renderWithPortal(
      <SignedIn>
        <AppealListPage />
      </SignedIn>,
      { api, path: '/disputes/appeals' },
    );
    const row = (await screen.findByRole('rowheader', { name: 'APL-2026-000009' })).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'DSP-2026-000005' }).getAttribute('href')).toBe('/disputes/5');
    expect(within(row).getByText('Submitted')).toBeTruthy();
  });
});
