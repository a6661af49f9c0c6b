import type { MailMessage } from './mail';

// The mails a case sends: to the resident when it is lodged and on every staff move, and for a
// new dispute also to the dispute BCC recipients (each mailed on their own).

type Person = { email: string; firstName: string };

const greeting = (person: Person) => `Hello ${person.firstName || 'there'},`;

export function lodgedMail(options: { to: Person; what: string; reference: string; link: string; summary: string[] }): MailMessage {
  return {
    to: options.to.email,
    subject: `We received your ${options.what} (${options.reference})`,
    text: [
      greeting(options.to),
      '',
      `Thank you: we received your ${options.what} and gave it the reference ${options.reference}.`,
      'We will mail you whenever its status changes. You can follow it here:',
      options.link,
      '',
      ...options.summary,
    ].join('\n'),
  };
}

export function staffNoticeMail(options: { to: string; what: string; reference: string; summary: string[] }): MailMessage {
  return {
    to: options.to,
    subject: `New ${options.what} lodged (${options.reference})`,
    text: [`A new ${options.what} was lodged through the portal.`, '', `Reference: ${options.reference}`, ...options.summary].join('\n'),
  };
}

export function statusChangedMail(options: {
  to: Person;
  what: string;
  reference: string;
  status: string;
  note: string;
  link: string;
  extra?: string[];
}): MailMessage {
  return {
    to: options.to.email,
    subject: `Your ${options.what} ${options.reference} is now: ${options.status}`,
    text: [
      greeting(options.to),
      '',
      `Your ${options.what} ${options.reference} is now: ${options.status}.`,
      '',
      'Note from our staff:',
      options.note,
      ...(options.extra ?? []),
      '',
      'See the whole history here:',
      options.link,
    ].join('\n'),
  };
}
