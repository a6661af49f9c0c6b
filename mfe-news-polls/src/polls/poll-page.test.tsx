import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import type { ApiClient } from '@portal/shared';
import type { Poll } from '@portal/shared/contracts';
import { fakeApi, renderWithPortal } from '@portal/shared/testing';

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
    renderPoll(fakeApi({ '/polls/library-sundays/': poll }));
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
    const post = vi.fn(async () => voted);
    const api = { ...fakeApi({ '/polls/library-sundays/': poll, '/polls/': [] }), post: post as ApiClient['post'] };
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
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/polls/library-sundays/vote/', { option_id: 11 }, expect.anything());
  });

  it('says so in place when the vote fails, and keeps the choice to try again', async () => {
    const post = vi.fn(async () => {
      throw new Error('Server unavailable');
    });
    const api = { ...fakeApi({ '/polls/library-sundays/': poll, '/polls/': [] }), post: post as ApiClient['post'] };
    renderPoll(api);
    fireEvent.click(await screen.findByLabelText('Yes'));
    fireEvent.click(screen.getByRole('button', { name: 'Vote' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your vote was not counted');
    expect(screen.queryByRole('region', { name: 'Your vote is counted' })).toBeNull();
    expect((screen.getByLabelText('Yes') as HTMLInputElement).checked).toBe(true);
  });
});
