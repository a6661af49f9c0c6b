import { dollarsToCents, formatMoney, type FormValues } from '@portal/shared';
import { DONATION_PRESETS_CENTS } from '@portal/shared/contracts';

export const OTHER_AMOUNT = 'other';

/** The preset amounts in whole dollars, then "Other amount" (`otherLabel`, in the page's language). */
export const amountOptions = (otherLabel: string) => [
  ...DONATION_PRESETS_CENTS.map((cents) => ({ value: String(cents), label: formatMoney(cents).replace(/[.,]00(?!\d)/, '') })),
  { value: OTHER_AMOUNT, label: otherLabel },
];

/** The chosen preset or the typed amount, in cents. */
export function chosenCents(amount: string | undefined, custom: string | undefined): number {
  if (amount === OTHER_AMOUNT) return dollarsToCents(custom ?? '');
  return amount ? Number(amount) : Number.NaN;
}

/**
 * An amount in cents from a link ("Try again" after a declined card, `?amount=3000`) as the form's
 * fields: a preset's radio, or "Other amount" with the dollars typed in; anything else chooses nothing.
 */
export function amountFields(cents: string | null): Pick<FormValues, 'amount' | 'custom_amount'> {
  if (!cents || !/^\d{1,9}$/.test(cents) || Number(cents) <= 0) return { amount: '', custom_amount: '' };
  const value = Number(cents);
  if ((DONATION_PRESETS_CENTS as readonly number[]).includes(value)) return { amount: String(value), custom_amount: '' };
  return { amount: OTHER_AMOUNT, custom_amount: value % 100 === 0 ? String(value / 100) : (value / 100).toFixed(2) };
}
