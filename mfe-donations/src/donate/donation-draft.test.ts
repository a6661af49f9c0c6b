import { beforeEach, describe, expect, it } from 'vitest';

import { clearDraft, readDraft, saveDraft } from './donation-draft';

describe('donation draft', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps one key while the choice stays the same', () => {
    const first = saveDraft({ cause_slug: 'parks', amount: '2500' });
    expect(saveDraft({ cause_slug: 'parks', amount: '2500' }).key).toBe(first.key);
    expect(readDraft()).toEqual(first);
  });

  it('makes a new key for a different choice, and forgets after a final answer', () => {
    const first = saveDraft({ cause_slug: 'parks', amount: '2500' });
    expect(saveDraft({ cause_slug: 'parks', amount: '5000' }).key).not.toBe(first.key);
    clearDraft();
    expect(readDraft()).toBeNull();
  });

  it('ignores a damaged draft', () => {
    sessionStorage.setItem('portal.donations.draft', '{not json');
    expect(readDraft()).toBeNull();
  });
});
