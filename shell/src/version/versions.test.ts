import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS, storage } from '@portal/shared';
import { checkVersion } from './versions';

describe('checkVersion (SPEC §4)', () => {
  beforeEach(() => localStorage.clear());

  it('stores the version on a first visit without reloading', () => {
    expect(checkVersion('v1')).toBe('store');
    expect(storage.get(STORAGE_KEYS.appVersion)).toBe('v1');
    expect(storage.get(STORAGE_KEYS.serverVersion)).toBe('v1');
  });

  it('does nothing while the versions agree', () => {
    checkVersion('v1');
    expect(checkVersion('v1')).toBe('same');
  });

  it('reloads once when the server has a new version, storing it first', () => {
    checkVersion('v1');
    expect(checkVersion('v2')).toBe('reload');
    expect(storage.get(STORAGE_KEYS.appVersion)).toBe('v2');
    expect(checkVersion('v2')).toBe('same');
  });
});
