import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { WidgetState } from './query-state';

const loaded = { isPending: false, isError: false, error: null, refetch: vi.fn() };
const empty = {
  title: 'You have not donated yet',
  text: 'Your donations appear here.',
  action: { to: '/donations/donate', text: 'Donate' },
};

function renderWidget(query: typeof loaded, content: () => ReactNode) {
  render(
    <MemoryRouter>
      <WidgetState query={query} label="your donations" empty={empty}>
        {content}
      </WidgetState>
    </MemoryRouter>,
  );
}

describe('WidgetState', () => {
  it('shows the content once the data is in', () => {
    renderWidget(loaded, () => <p>$25.00 to the library fund</p>);
    expect(screen.getByText('$25.00 to the library fund')).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('says, under an h3, that there is nothing to show, with the way on', () => {
    renderWidget(loaded, () => false);
    expect(screen.getByRole('heading', { level: 3, name: 'You have not donated yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Donate' }).getAttribute('href')).toBe('/donations/donate');
  });

  it('says what is loading', () => {
    renderWidget({ ...loaded, isPending: true }, () => <p>never</p>);
    expect(screen.getByRole('status').textContent).toBe('Loading your donations…');
  });
});
