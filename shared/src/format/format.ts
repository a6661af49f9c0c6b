const SHORT = { month: '2-digit', day: '2-digit', year: '2-digit' } as const;
const LONG = { month: 'long', day: 'numeric', year: 'numeric' } as const;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar date (YYYY-MM-DD) is the same day everywhere, so it is read as UTC and shown as UTC;
 * a timestamp is shown in the person's own time zone.
 */
function format(iso: string | null | undefined, options: Intl.DateTimeFormatOptions): string {
  if (!iso) return '';
  const dateOnly = DATE_ONLY.test(iso);
  return new Intl.DateTimeFormat('en-US', dateOnly ? { ...options, timeZone: 'UTC' } : options).format(new Date(iso));
}

/** mm/dd/yy, the spec's date format. */
export function formatDate(iso: string | null | undefined): string {
  return format(iso, SHORT);
}

export function formatLongDate(iso: string | null | undefined): string {
  return format(iso, LONG);
}

export function formatMoney(cents: number, currency = 'USD'): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}

/** A moment with its time, for logs: 11/21/26, 3:52 PM. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat('en-US', { year: '2-digit', month: '2-digit', day: '2-digit', hour: 'numeric', minute: '2-digit' }).format(
    new Date(iso),
  );
}

/** "12.50", "$1,000" or "20" in cents; NaN for anything else (the contract's message says how to write it). */
export function dollarsToCents(text: string): number {
  const cleaned = text
    .trim()
    .replace(/^\$/, '')
    .replace(/,(?=\d{3}(\D|$))/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return Number.NaN;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
