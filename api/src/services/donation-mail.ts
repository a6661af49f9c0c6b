import { money } from '../lib/money';
import type { MailMessage } from './mail';

type Donor = { email: string; firstName: string };

/** The date a payment was made, as residents read it ("May 19, 2026"). */
export function longDate(at: Date): string {
  return at.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** Sent once, in the transaction that marks the donation paid. */
export function thankYouMail(options: {
  to: Donor;
  reference: string;
  receiptNumber: string;
  cause: string;
  amountCents: number;
  currency: string;
  paidAt: Date;
  paymentLabel: string | null;
  anonymous: boolean;
  link: string;
}): MailMessage {
  const o = options;
  return {
    to: o.to.email,
    subject: `Thank you for your donation (${o.receiptNumber})`,
    text: [
      `Hello ${o.to.firstName || 'there'},`,
      '',
      `Thank you for your donation to ${o.cause}. Your payment was received.`,
      '',
      `Amount: ${money(o.amountCents, o.currency)} ${o.currency}`,
      `Cause: ${o.cause}`,
      `Date: ${longDate(o.paidAt)}`,
      `Receipt number: ${o.receiptNumber}`,
      `Reference: ${o.reference}`,
      ...(o.paymentLabel ? [`Paid with: ${o.paymentLabel}`] : []),
      ...(o.anonymous ? ['', 'You chose to give anonymously (shown as Anonymous to others).'] : []),
      '',
      'Keep this mail for your records. Your receipt is always here:',
      o.link,
    ].join('\n'),
  };
}
