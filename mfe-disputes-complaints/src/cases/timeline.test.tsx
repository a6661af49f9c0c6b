import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { COMPLAINT_STATUS_LABELS } from '@portal/shared/contracts';

import { Timeline } from './timeline';

describe('Timeline', () => {
  it('shows each change of status and each note with who made it', () => {
    render(
      <Timeline
        labels={COMPLAINT_STATUS_LABELS}
        entries={[
          {
            id: 1,
            created_at: '2026-11-02T10:00:00.000Z',
            kind: 'status',
            from_status: null,
            to_status: 'submitted',
            note: null,
            author: 'resident',
            author_name: 'Rosa Martinez',
          },
          {
            id: 2,
            created_at: '2026-11-03T10:00:00.000Z',
            kind: 'status',
            from_status: 'submitted',
            to_status: 'in_progress',
            note: 'A crew is booked for Friday.',
            author: 'staff',
            author_name: 'Sam',
          },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Submitted' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Submitted → In progress' })).toBeTruthy();
    expect(screen.getByText('A crew is booked for Friday.')).toBeTruthy();
    expect(screen.getByText(/Staff: Sam/)).toBeTruthy();
  });
});
