import { dollarsToCents, formatMoney } from '@portal/shared';
import { DONATION_PRESETS_CENTS } from '@portal/shared/contracts';

export const OTHER_AMOUNT = 'other';

export const amountOptions = [
  ...DONATION_PRESETS_CENTS.map((cents) => ({ value: String(cents), label: formatMoney(cents).replace('.00', '') })),
  { value: OTHER_AMOUNT, label: 'Other amount' },
];

/** The chosen preset or the typed amount, in cents. */
export function chosenCents(amount: string | undefined, custom: string | undefined): number {
  if (amount === OTHER_AMOUNT) return dollarsToCents(custom ?? '');
  return amount ? Number(amount) : Number.NaN;
}
