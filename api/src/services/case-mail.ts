import type { CaseKind } from '../db/cases';
import { msg, say, type Message } from '../i18n';
import type { MailMessage } from './mail';
import { greeting } from './mail-words';

// The mails a case sends: to the resident when it is lodged and on every staff move, and for a
// new dispute also to the dispute BCC recipients (each mailed on their own). Each is written in
// its recipient's language; the summary's lines are messages, said in it too.

type Person = { email: string; firstName: string };

const saying = (language: string) => (line: Message) => say(language, line);

export function lodgedMail(options: {
  to: Person;
  language: string;
  kind: CaseKind;
  reference: string;
  link: string;
  summary: Message[];
}): MailMessage {
  const { language, kind, reference } = options;
  return {
    to: options.to.email,
    subject: say(language, msg('mail.lodged.subject', { kind, reference })),
    text: [
      greeting(language, options.to.firstName),
      '',
      say(language, msg('mail.lodged.body', { kind, reference, link: options.link })),
      '',
      ...options.summary.map(saying(language)),
    ].join('\n'),
  };
}

export function staffNoticeMail(options: {
  to: string;
  language: string;
  kind: CaseKind;
  reference: string;
  summary: Message[];
}): MailMessage {
  const { language, kind, reference } = options;
  return {
    to: options.to,
    subject: say(language, msg('mail.staffNotice.subject', { kind, reference })),
    text: [say(language, msg('mail.staffNotice.body', { kind, reference })), ...options.summary.map(saying(language))].join('\n'),
  };
}

export function statusChangedMail(options: {
  to: Person;
  language: string;
  kind: CaseKind;
  reference: string;
  /** The new status's label, in the recipient's language. */
  status: string;
  note: string;
  link: string;
  extra?: Message[];
}): MailMessage {
  const { language, kind, reference, status } = options;
  return {
    to: options.to.email,
    subject: say(language, msg('mail.statusChanged.subject', { kind, reference, status })),
    text: [
      greeting(language, options.to.firstName),
      '',
      say(language, msg('mail.statusChanged.body', { kind, reference, status })),
      options.note,
      ...(options.extra ?? []).map(saying(language)),
      '',
      say(language, msg('mail.statusChanged.history')),
      options.link,
    ].join('\n'),
  };
}
