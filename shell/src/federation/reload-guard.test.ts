import { beforeEach, describe, expect, it, vi } from 'vitest';

import { isLoadFailure, RELOAD_GUARD_MS, reloadOnce } from './reload-guard';

describe('reloadOnce (docs/product-rules.md#navigation)', () => {
  beforeEach(() => sessionStorage.clear());

  it('reloads on a first failure, not again within 10 s for the same path', () => {
    const reload = vi.fn();
    expect(reloadOnce('/news', 1_000, reload)).toBe(true);
    expect(reloadOnce('/news', 1_000 + RELOAD_GUARD_MS - 1, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again once 10 s have passed', () => {
    const reload = vi.fn();
    reloadOnce('/news', 1_000, reload);
    expect(reloadOnce('/news', 1_000 + RELOAD_GUARD_MS, reload)).toBe(true);
  });

  it('keeps a separate guard per path', () => {
    const reload = vi.fn();
    reloadOnce('/news', 1_000, reload);
    expect(reloadOnce('/donations', 1_001, reload)).toBe(true);
  });
});

describe('isLoadFailure', () => {
  it('recognises chunk and module load failures', () => {
    const chunk = new Error('Loading chunk 42 failed.');
    chunk.name = 'ChunkLoadError';
    expect(isLoadFailure(chunk)).toBe(true);
    expect(isLoadFailure(new TypeError('Failed to fetch dynamically imported module: x.js'))).toBe(true);
  });
  it('does not mistake a bug for a load failure', () => {
    expect(isLoadFailure(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
  });
});
