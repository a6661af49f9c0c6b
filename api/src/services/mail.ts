import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

import type { MailConfig } from '../config';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import type { Metrics } from '../lib/metrics';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  /** Where the recipient's answer goes (Reply-To), when not to MAIL_FROM. */
  replyTo?: string;
};

export type Mailer = {
  /** Where mail goes: an SMTP server, or the outbox table when none is configured. */
  kind: 'smtp' | 'outbox';
  /**
   * Resolves once the message is accepted, not delivered: SMTP delivery runs in the background,
   * so a slow mail server neither delays an answer nor tells a caller whether a mail was sent.
   * Given a transaction, the outbox row is written in it, so the mail exists only if the change
   * it reports commits; SMTP cannot wait for a commit, so send it as the transaction's last step.
   */
  send: (message: MailMessage, tx?: Db) => Promise<void>;
  /** An absolute link to a page of the portal (PUBLIC_URL), for the body of a mail. */
  link: (path: string) => string;
  /** Waits for deliveries under way, then lets go of the SMTP connection. */
  close: () => Promise<void>;
};

export function createMailer(
  config: MailConfig,
  publicUrl: string,
  db: Db,
  log: FastifyBaseLogger,
  metrics: Pick<Metrics, 'mails'>,
): Mailer {
  const link = (path: string) => `${publicUrl}${path.startsWith('/') ? '' : '/'}${path}`;
  if (!config.smtpUrl) {
    return {
      kind: 'outbox',
      link,
      send: async ({ to, subject, text, replyTo }, tx = db) => {
        await tx.insert(outbox).values({ to, subject, text, replyTo: replyTo ?? null });
        metrics.mails.inc({ transport: 'outbox', outcome: 'sent' });
      },
      close: async () => {},
    };
  }

  const transport = nodemailer.createTransport(config.smtpUrl, { from: config.from });
  const pending = new Set<Promise<void>>();
  return {
    kind: 'smtp',
    link,
    send: async (message) => {
      const delivery = transport
        .sendMail(message)
        // The recipient is personal data and the body may hold a reset link: log neither.
        .then((info: { messageId?: string }) => {
          metrics.mails.inc({ transport: 'smtp', outcome: 'sent' });
          log.info({ messageId: info.messageId }, 'mail sent');
        })
        .catch((error: unknown) => {
          metrics.mails.inc({ transport: 'smtp', outcome: 'failed' });
          log.error({ err: error, subject: message.subject }, 'mail could not be sent');
        })
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    close: async () => {
      await Promise.allSettled([...pending]);
      transport.close();
    },
  };
}
