import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { chooseLanguage, type ApiClient } from '@portal/shared';
import { pollSchema, voteInputSchema, type Poll } from '@portal/shared/contracts';
import { contractApi, renderWithPortal } from '@portal/shared/testing';

import { PollPage } from './poll-page';

const poll: Poll = {
  id: 1,
  slug: 'library-sundays',
  title: 'Should the main library open on Sundays?',
  description: 'Tell us what you think.',
  opens_at: '2026-11-01T00:00:00.000Z',
  closes_at: '2026-12-01T00:00:00.000Z',
  status: 'open',
  options: [
    { id: 11, label: 'Yes', votes: null },
    { id: 12, label: 'No', votes: null },
  ],
  results_visible: false,
  total_votes: null,
  my_option_id: null,
};

function renderPoll(api: ApiClient) {
  return renderWithPortal(
    <Routes>
      <Route path="/polls/:slug" element={<PollPage />} />
    </Routes>,
    { api, path: '/polls/library-sundays' },
  );
}

describe('PollPage', () => {
  it('asks for a choice before voting', async () => {
    renderPoll(contractApi({ 'GET /polls/library-sundays/': { response: pollSchema, answer: poll } }).api);
    fireEvent.click(await screen.findByRole('button', { name: 'Vote' }));
    expect(await screen.findByRole('link', { name: 'Choose one of the options.' })).toBeTruthy();
    // Put right, the error goes at once, so the Vote button does not move between the clicks of a double click.
    fireEvent.click(screen.getByLabelText('Yes'));
    expect(screen.queryByRole('link', { name: 'Choose one of the options.' })).toBeNull();
  });

  it('votes, confirms the choice in a panel under the heading, raises the event and shows counts and percentages', async () => {
    const voted: Poll = {
      ...poll,
      results_visible: true,
      total_votes: 4,
      my_option_id: 11,
      options: [
        { id: 11, label: 'Yes', votes: 3 },
        { id: 12, label: 'No', votes: 1 },
      ],
    };
    const { api, sent } = contractApi({
      'GET /polls/library-sundays/': { response: pollSchema, answer: poll },
      'POST /polls/library-sundays/vote/': { body: voteInputSchema, response: pollSchema, answer: voted },
    });
    renderPoll(api);
    fireEvent.click(await screen.findByLabelText('Yes'));
    // A double click votes once.
    fireEvent.click(screen.getByRole('button', { name: 'Vote' }));
    fireEvent.click(screen.getByRole('button', { name: 'Vote' }));
    const panel = await screen.findByRole('region', { name: 'Your vote is counted' });
    expect(panel.textContent).toContain('You voted for');
    expect(panel.textContent).toContain('Yes');
    expect(document.activeElement).toBe(panel);
    expect(panel.previousElementSibling?.tagName).toBe('H1');
    expect(screen.getByText('3 (75%)')).toBeTruthy();
    expect(screen.getByText('1 (25%)')).toBeTruthy();
    expect(screen.getByText('Results: 4 votes')).toBeTruthy();
    expect(sent.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([{ option_id: 11 }]);
  });

  it('says so in place when the vote fails, and keeps the choice to try again', async () => {
    const { api } = contractApi({
      'GET /polls/library-sundays/': { response: pollSchema, answer: poll },
      'POST /polls/library-sundays/vote/': { body: voteInputSchema, error: { status: 503, detail: 'Server unavailable' } },
    });
    renderPoll(api);
    fireEvent.click(await screen.findByLabelText('Yes'));
    fireEvent.click(screen.getByRole('button', { name: 'Vote' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your vote was not counted');
    expect(screen.queryByRole('region', { name: 'Your vote is counted' })).toBeNull();
    expect((screen.getByLabelText('Yes') as HTMLInputElement).checked).toBe(true);
  });
});

describe('PollPage in Spanish', () => {
  beforeAll(() => chooseLanguage('es'));
  afterAll(() => chooseLanguage('en'));

  it('knows a second vote by its code, whatever the language of the API’s message, and says so as no fault', async () => {
    const { api } = contractApi({
      'GET /polls/library-sundays/': { response: pollSchema, answer: poll },
      'POST /polls/library-sundays/vote/': {
        body: voteInputSchema,
        error: { status: 409, detail: 'Ya votó en esta encuesta.', code: 'poll.alreadyVoted' },
      },
    });
    renderPoll(api);
    fireEvent.click(await screen.findByLabelText('Yes'));
    fireEvent.click(screen.getByRole('button', { name: 'Votar' }));
    expect((await screen.findByRole('status')).textContent).toBe('Usted ya votó en esta encuesta. Su voto está marcado en los resultados.');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
