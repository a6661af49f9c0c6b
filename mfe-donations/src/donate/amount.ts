import { DONATION_PRESETS_CENTS, formatMoney } from '@portal/shared';

export const OTHER_AMOUNT = 'other';

export const amountOptions = [
  ...DONATION_PRESETS_CENTS.map((cents) => ({ value: String(cents), label: formatMoney(cents).replace('.00', '') })),
  { value: OTHER_AMOUNT, label: 'Other amount' },
];

/** "12.50", "$1,000" or "20" in cents; NaN for anything else (the contract's message says how to write it). */
export function dollarsToCents(text: string): number {
  const cleaned = text.trim().replace(/^\$/, '').replace(/,(?=\d{3}(\D|$))/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return Number.NaN;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The chosen preset or the typed amount, in cents. */
export function chosenCents(amount: string | undefined, custom: string | undefined): number {
  if (amount === OTHER_AMOUNT) return dollarsToCents(custom ?? '');
  return amount ? Number(amount) : Number.NaN;
}
