import { usLocale, writeMoney } from '@portal/shared/writing';

import { msg, say } from '../i18n';
import type { MailMessage } from './mail';
import { greeting, longDate } from './mail-words';

type Donor = { email: string; firstName: string };

/** Sent once, in the transaction that marks the donation paid, in the donor's language. */
export function thankYouMail(options: {
  to: Donor;
  language: string;
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
  const line = (...args: Parameters<typeof msg>) => say(o.language, msg(...args));
  return {
    to: o.to.email,
    subject: line('mail.donation.subject', { receiptNumber: o.receiptNumber }),
    text: [
      greeting(o.language, o.to.firstName),
      '',
      line('mail.donation.body', {
        cause: o.cause,
        amount: writeMoney(o.amountCents, o.currency, usLocale(o.language)),
        currency: o.currency,
        date: longDate(o.paidAt, o.language),
        receiptNumber: o.receiptNumber,
        reference: o.reference,
      }),
      ...(o.paymentLabel ? [line('mail.donation.paidWith', { label: o.paymentLabel })] : []),
      ...(o.anonymous ? ['', line('mail.donation.anonymous')] : []),
      '',
      line('mail.donation.keep'),
      o.link,
    ].join('\n'),
  };
}
