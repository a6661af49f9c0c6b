import { DatePartsField, type DateParts, type DateValueFieldProps } from './date-parts';

/**
 * The parts as one value: "" when all are empty, "YYYY-MM-DD" when all are there (the day padded),
 * otherwise the parts as typed ("2026-11-"), which a date check refuses with the field's message.
 */
export function joinDate({ year, month, day }: DateParts): string {
  if (!year && !month && !day) return '';
  if (/^\d{4}$/.test(year) && /^\d{2}$/.test(month) && /^\d{1,2}$/.test(day)) return `${year}-${month}-${day.padStart(2, '0')}`;
  return `${year}-${month}-${day}`;
}

const DAY_AND_YEAR = ['day', 'year'] as const;

/**
 * A date a person knows (USWDS memorable date): a month select, then day and year boxes, as one
 * value "YYYY-MM-DD". For a date picked from a calendar the browser's own date input is not used:
 * this is easier to type and to read aloud.
 */
export function DateField(props: DateValueFieldProps) {
  return <DatePartsField {...props} boxes={DAY_AND_YEAR} join={joinDate} />;
}
