import { describe, expect, it, vi } from 'vitest';

import { bus, notify } from './bus';

describe('bus', () => {
  it('delivers typed toast events to listeners', () => {
    const listener = vi.fn();
    bus.on('toast', listener);
    notify('success', 'Saved.');
    bus.off('toast', listener);
    notify('success', 'Not heard.');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ kind: 'success', message: 'Saved.' });
  });
});
