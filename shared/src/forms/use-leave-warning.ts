import { useEffect } from 'react';

/**
 * While `unsaved`, the browser asks before the tab is closed, reloaded or sent elsewhere (its own
 * words, in the person's language: a page may no longer word it). A form whose answers are kept as
 * a draft needs none: they come back.
 */
export function useLeaveWarning(unsaved: boolean) {
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);
}

/** Whether any of the form's values differs from those it started with or last sent. */
export function changedFrom(values: Record<string, string>, base: Record<string, string>): boolean {
  return Object.keys({ ...base, ...values }).some((name) => (values[name] ?? '') !== (base[name] ?? ''));
}
