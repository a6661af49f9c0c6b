import { DatePartsField, type DateParts, type DateValueFieldProps } from './date-parts';

/** "" when both are empty, otherwise "YYYY-MM" (not a month until the year has four digits). */
export function joinMonth({ year, month }: Pick<DateParts, 'year' | 'month'>): string {
  return year || month ? `${year}-${month}` : '';
}

const YEAR = ['year'] as const;

/** A month of a year, like a billing month: a month select and a year box, as one value "YYYY-MM". */
export function MonthField(props: Omit<DateValueFieldProps, 'autoComplete'>) {
  return <DatePartsField {...props} boxes={YEAR} join={joinMonth} />;
}
