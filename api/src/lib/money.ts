/** An amount in cents as people read it in a locale (lib/languages formatLocale): "$1,250.00". */
export function money(cents: number, currency: string, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
}
