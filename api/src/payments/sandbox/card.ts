// The sandbox checkout's card form: what a real provider's page checks before it tries a card.

export const CARD_FIELDS = ['name', 'card_number', 'expiry', 'cvc'] as const;
export type CardField = (typeof CARD_FIELDS)[number];
export type CardForm = Record<CardField, string>;
export type CardErrors = Partial<Record<CardField, string>>;

/** The test card that is always declined, as Stripe's 4000 0000 0000 0002. */
export const DECLINED_CARD = '4000000000000002';
const MAX_LENGTH = 100;

/** The form's values as typed (cut to a sane length), whatever else the body held. */
export function cardForm(body: unknown): CardForm {
  const fields = (body ?? {}) as Record<string, unknown>;
  const value = (field: CardField) => {
    const raw = fields[field];
    return typeof raw === 'string' ? raw.slice(0, MAX_LENGTH) : '';
  };
  return { name: value('name'), card_number: value('card_number'), expiry: value('expiry'), cvc: value('cvc') };
}

/** The Luhn checksum every card number carries in its last digit. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** "Visa ending 4242", "Mastercard ending 4444", or "Card ending 0005". */
export function cardLabel(digits: string): string {
  const brand = digits.startsWith('4') ? 'Visa' : digits.startsWith('5') ? 'Mastercard' : 'Card';
  return `${brand} ending ${digits.slice(-4)}`;
}

function numberProblem(typed: string): string | null {
  if (typed.trim() === '') return 'Enter the card number.';
  if (!/^[\d ]+$/.test(typed)) return 'Enter the card number using digits only, like 4242 4242 4242 4242.';
  const digits = typed.replace(/ /g, '');
  if (digits.length < 12 || digits.length > 19 || !luhnValid(digits)) return 'Enter a valid card number: check it and try again.';
  return null;
}

function expiryProblem(typed: string, now: Date): string | null {
  if (typed.trim() === '') return 'Enter the expiry date.';
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(typed);
  const month = Number(match?.[1]);
  if (!match || month < 1 || month > 12) return 'Enter the expiry date as MM/YY, like 04/29.';
  const year = 2000 + Number(match[2]);
  // A card works until the end of its expiry month.
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (month - 1) < thisMonth) return 'This card has expired: use another card.';
  return null;
}

function cvcProblem(typed: string): string | null {
  if (typed.trim() === '') return 'Enter the security code (CVC).';
  if (!/^\d{3,4}$/.test(typed.trim())) return 'Enter the 3 or 4 digits of the security code.';
  return null;
}

export type CardCheck = { ok: true; outcome: 'paid' | 'declined'; label: string } | { ok: false; errors: CardErrors };

/** Checks the form; a valid card is paid, except the test card that is always declined. */
export function checkCard(form: CardForm, now: Date = new Date()): CardCheck {
  const errors: CardErrors = {};
  if (form.name.trim() === '') errors.name = 'Enter the name on the card.';
  const number = numberProblem(form.card_number);
  if (number) errors.card_number = number;
  const expiry = expiryProblem(form.expiry, now);
  if (expiry) errors.expiry = expiry;
  const cvc = cvcProblem(form.cvc);
  if (cvc) errors.cvc = cvc;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const digits = form.card_number.replace(/ /g, '');
  return { ok: true, outcome: digits === DECLINED_CARD ? 'declined' : 'paid', label: cardLabel(digits) };
}
