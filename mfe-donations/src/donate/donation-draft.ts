import type { FormValues } from '@portal/shared';

const DRAFT_KEY = 'portal.donations.draft';

/**
 * What the person chose, kept for this tab while they visit the payment page: the back button
 * finds it again, and its idempotency key makes a second "Confirm and pay" answer with the first
 * donation instead of making another. A changed choice is a new donation with a new key.
 */
export type DonationDraft = { values: FormValues; key: string };

function sameValues(a: FormValues, b: FormValues): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => (a[key] ?? '') === (b[key] ?? ''));
}

export function readDraft(): DonationDraft | null {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    const draft = raw ? (JSON.parse(raw) as Partial<DonationDraft>) : null;
    return draft && typeof draft.key === 'string' && typeof draft.values === 'object' && draft.values
      ? { values: draft.values, key: draft.key }
      : null;
  } catch {
    return null;
  }
}

export function saveDraft(values: FormValues): DonationDraft {
  const current = readDraft();
  const draft = current && sameValues(current.values, values) ? current : { values, key: crypto.randomUUID() };
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage refused (private mode, full): the draft lives only in this page.
  }
  return draft;
}

/** After a final answer (paid, declined, cancelled) the next donation starts afresh. */
export function clearDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing stored.
  }
}
