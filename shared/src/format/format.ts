// One way to write dates, times and money across the portal's pages, in the page's language (the
// API writes with the same module, writing.ts): "November 22, 2026", "3:00 p.m.", "$1,250.00";
// "22 de noviembre de 2026", "3:00 p.m.". Numeric dates, with a four-digit year, only in dense tables.
import { pageLanguage, PSEUDO_LANGUAGE } from '../i18n/language';
import { DATE_PARTS, usLocale, writeDate, writeMoney } from './writing';

/**
 * The page's language as written in the United States (usLocale); the pseudo-locale writes as
 * English does.
 */
export function formatLocale(code = pageLanguage()): string {
  return code === PSEUDO_LANGUAGE ? 'en-US' : usLocale(code);
}

const format = (iso: string | null | undefined, options: Intl.DateTimeFormatOptions) => writeDate(iso, options, formatLocale());
const { long: LONG, table: TABLE, time: TIME, month: MONTH } = DATE_PARTS;

/** November 22, 2026: every date in running text, lists and summaries. */
export function formatDate(iso: string | null | undefined): string {
  return format(iso, LONG);
}

/** 11/22/2026: only in dense tables, where a column of long dates would not fit. */
export function formatTableDate(iso: string | null | undefined): string {
  return format(iso, TABLE);
}

/** 3:00 p.m. */
export function formatTime(iso: string | null | undefined): string {
  return format(iso, TIME);
}

/** November 22, 2026 at 3:00 p.m. */
export function formatDateTime(iso: string | null | undefined): string {
  return format(iso, { ...LONG, ...TIME });
}

/** 11/22/2026, 3:00 p.m.: a moment in a dense table (logs). */
export function formatTableDateTime(iso: string | null | undefined): string {
  return format(iso, { ...TABLE, ...TIME });
}

/** November 2026, from "2026-11" (a billing month) or any date in it. */
export function formatMonth(iso: string | null | undefined): string {
  return format(iso, MONTH);
}

/** $1,250.00 */
export function formatMoney(cents: number, currency = 'USD'): string {
  return writeMoney(cents, currency, formatLocale());
}

/**
 * A file's size, one way on every page: in kilobytes under a megabyte, else megabytes, always to
 * three figures ("0.695 kB", "1.00 kB", "1.05 kB", "18.4 kB", "245 kB", "2.40 MB"), so that sizes
 * side by side read alike and a one-page PDF of about 1 kB is not rounded to a whole kilobyte.
 */
export function formatFileSize(bytes: number): string {
  const megabyte = 1024 * 1024;
  const [value, unit] = bytes < megabyte ? [bytes / 1024, 'kilobyte'] : [bytes / megabyte, 'megabyte'];
  return new Intl.NumberFormat(formatLocale(), {
    style: 'unit',
    unit,
    minimumSignificantDigits: 3,
    maximumSignificantDigits: 3,
  }).format(value);
}

/** 1,250: counts of things (signatures, results, donors). */
export function formatNumber(value: number): string {
  return new Intl.NumberFormat(formatLocale()).format(value);
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
