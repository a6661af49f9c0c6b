// The portal's one way of writing money, dates and people's names, as US public services write them:
// "November 22, 2026", "3:00 p.m.", "$1,250.00", "Rosa Martinez". The pages write with it in the
// page's language (format.ts); the API in a mail's or an answer's (services/mail-words.ts). Nothing
// here imports anything, so the API's build can vendor it as it does the contracts.

/** A language as written in the United States, where the municipality is: "es" → es-US, with US dollars written "$1,250.00". */
export function usLocale(code: string): string {
  return code.includes('-') ? code : `${code}-US`;
}

/** The parts of a date each kind of place writes: running text, dense tables, a time of day, a month. */
export const DATE_PARTS = {
  long: { month: 'long', day: 'numeric', year: 'numeric' },
  table: { month: '2-digit', day: '2-digit', year: 'numeric' },
  time: { hour: 'numeric', minute: '2-digit' },
  month: { month: 'long', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH_ONLY = /^\d{4}-\d{2}$/;

/**
 * The half of the day as US public services write it (plainlanguage.gov) and as staff write office
 * hours: "3:00 p.m.", where English's formatter says "PM"; Spanish's already writes "p.m.".
 */
const DAY_PERIODS: Record<string, string> = { AM: 'a.m.', PM: 'p.m.' };

/**
 * A date or a moment in `locale`. A calendar date (YYYY-MM-DD) or month (YYYY-MM) is the same day
 * everywhere, so it is read as UTC and shown as UTC; a timestamp is shown in the time zone the
 * options name, else the reader's own. Empty for nothing or something that is no date.
 */
export function writeDate(value: string | Date | null | undefined, options: Intl.DateTimeFormatOptions, locale: string): string {
  if (!value) return '';
  const calendar = typeof value === 'string' && (DATE_ONLY.test(value) || MONTH_ONLY.test(value));
  const date = typeof value === 'string' ? new Date(MONTH_ONLY.test(value) ? `${value}-01` : value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return (
    new Intl.DateTimeFormat(locale, calendar ? { ...options, timeZone: 'UTC' } : options)
      .formatToParts(date)
      // A plain space before the half of the day, as the engine's `format` writes it (for the web's sake).
      .map((part) => (part.type === 'dayPeriod' ? (DAY_PERIODS[part.value] ?? part.value) : part.value.replace(/\u202f/g, ' ')))
      .join('')
  );
}

/** An amount in cents in `locale`: "$1,250.00". */
export function writeMoney(cents: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
}

/** How a person is named to others: their name, or their email when they gave none. */
export function personName(firstName: string, lastName: string, email: string): string {
  return `${firstName} ${lastName}`.trim() || email;
}
