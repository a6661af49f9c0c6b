import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '../http/api-error';
import { RemoveAction } from './remove-action';

const words = { heading: 'Delete this poll', button: 'Delete poll', confirm: 'Are you sure?', yes: 'Yes, delete it', keep: 'Keep it' };

function draw(remove: () => Promise<unknown>, onRemoved = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RemoveAction words={words} remove={remove} onRemoved={onRemoved} />
    </QueryClientProvider>,
  );
  return onRemoved;
}

describe('removing from a page', () => {
  it('asks once more, with focus on the question, and removes only on yes', async () => {
    const remove = vi.fn(() => Promise.resolve());
    const onRemoved = draw(remove);
    expect(screen.getByRole('region', { name: 'Delete this poll' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete poll' }));
    expect(document.activeElement).toBe(screen.getByText('Are you sure?'));
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete it' }));
    await waitFor(() => expect(onRemoved).toHaveBeenCalledOnce());
    expect(remove).toHaveBeenCalledOnce();
  });

  it('keeps it on "Keep it", focus back on the button', () => {
    const remove = vi.fn(() => Promise.resolve());
    draw(remove);
    fireEvent.click(screen.getByRole('button', { name: 'Delete poll' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete poll' }));
    expect(remove).not.toHaveBeenCalled();
  });

  it("shows the API's refusal as it is, and nothing follows", async () => {
    const onRemoved = draw(() => Promise.reject(new ApiError(409, 'This poll has votes and cannot be deleted.')));
    fireEvent.click(screen.getByRole('button', { name: 'Delete poll' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete it' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This poll has votes and cannot be deleted.');
    expect(onRemoved).not.toHaveBeenCalled();
  });
});
