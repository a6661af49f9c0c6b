import { withLocalStorage } from '../auth/storage';

/** docs/product-rules.md#session: every form's draft is kept under this prefix, and all go at logout. */
const DRAFT_PREFIX = 'portal_draft:';

/** Never kept on the device, whatever the form: passwords and a payment card's number, expiry and code. */
const SECRET_FIELD = /password|passcode|card.?num|expir|exp.?(month|year|date)|cvc|cvv|security.?code/i;

type Fields = Record<string, string>;
type KeptDraft<V extends Fields> = { values: V; savedAt: Date };

/** Where a form's draft is kept: one per person on the device ("visitor" before logging in) and form. */
export function draftKey(owner: string, draft: string): string {
  return `${DRAFT_PREFIX}${owner}:${draft}`;
}

/** The fields of `start` a draft may keep: strings, never a secret nor a name in `except`. */
function keptFields<V extends Fields>(values: Partial<Record<keyof V, unknown>>, start: V, except: readonly string[]): Partial<V> {
  const kept: Partial<V> = {};
  for (const name of Object.keys(start) as (keyof V & string)[]) {
    const value = values[name];
    if (typeof value === 'string' && !SECRET_FIELD.test(name) && !except.includes(name)) kept[name] = value as V[typeof name];
  }
  return kept;
}

const differs = <V extends Fields>(kept: Partial<V>, start: V) => Object.entries(kept).some(([name, value]) => value !== start[name]);

/** The draft kept under `key`, as the form's values (`start` where it kept nothing); null when none differs from `start`. */
export function readDraft<V extends Fields>(key: string, start: V, except: readonly string[]): KeptDraft<V> | null {
  try {
    const raw = withLocalStorage((local) => local.getItem(key), null);
    const stored = raw ? (JSON.parse(raw) as { values?: unknown; savedAt?: unknown }) : null;
    const savedAt = new Date(typeof stored?.savedAt === 'string' ? stored.savedAt : Number.NaN);
    if (typeof stored?.values !== 'object' || stored.values === null || Number.isNaN(savedAt.getTime())) return null;
    const kept = keptFields(stored.values, start, except);
    return differs(kept, start) ? { values: { ...start, ...kept }, savedAt } : null;
  } catch {
    return null;
  }
}

/**
 * Keeps what the form holds that may be kept, with the time, while it differs from `start`; forgets
 * it otherwise. A draft already kept with the same values keeps its time.
 */
export function keepDraft<V extends Fields>(key: string, values: V, start: V, except: readonly string[]): void {
  const kept = keptFields(values, start, except);
  if (!differs(kept, start)) return removeDraft(key);
  const current = readDraft(key, start, except);
  if (current && !differs(kept, current.values)) return;
  const draft = JSON.stringify({ values: kept, savedAt: new Date().toISOString() });
  withLocalStorage((local) => local.setItem(key, draft), undefined);
}

export function removeDraft(key: string): void {
  withLocalStorage((local) => local.removeItem(key), undefined);
}

/** At logout: nothing one person typed stays on the device for the next. */
export function removeAllDrafts(): void {
  withLocalStorage((local) => {
    const keys = Array.from({ length: local.length }, (_, index) => local.key(index));
    for (const key of keys) if (key?.startsWith(DRAFT_PREFIX)) local.removeItem(key);
  }, undefined);
}
