import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { contactMessageInputSchema, contactMessageReceiptSchema, type ContactMessageInput } from '@portal/shared/contracts';

import { findContactMessageByKey, insertContactMessage } from '../../db/contact-messages';
import { organizationContact } from '../../db/organization';
import { nextReference } from '../../db/references';
import { contactMessages } from '../../db/schema';
import type { User } from '../../db/users';
import { msg, say } from '../../i18n';
import { createOnce, idempotentCreateSchema } from '../../lib/idempotency';
import { currentUser } from '../../plugins/app/auth';
import { toContactMessageReceipt } from '../../serializers';
import type { MailMessage } from '../../services/mail';
import { greeting } from '../../services/mail-words';

const TOO_MANY_CONTACT_MESSAGES = msg('limit.contactMessages');

/** Header values are one line: a subject typed with line breaks must not become two headers. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** `organizationName`: null when the organization is not set up yet. */
type Sent = { input: ContactMessageInput; reference: string; user: User; organizationName: string | null };

/**
 * One mail to the municipality per message, in `language`. Reply-To is the account's address, which
 * the resident confirmed when registering; an address typed into the form is only text in the
 * body, so the portal never sends the municipality's answers to an address nobody confirmed.
 */
function messageToStaff({ input, reference, user }: Sent, to: string, language: string): MailMessage {
  const typedOther = input.email.toLowerCase() !== user.email;
  const line = (...args: Parameters<typeof msg>) => say(language, msg(...args));
  return {
    to,
    replyTo: user.email,
    subject: oneLine(line('mail.contact.staff.subject', { subject: input.subject, reference })),
    text: [
      line('mail.contact.staff.body', { reference, name: input.name, email: user.email }),
      ...(typedOther ? [line('mail.contact.staff.typedOther', { email: input.email })] : []),
      line('mail.contact.subject', { subject: input.subject }),
      '',
      input.message,
      '',
      line('mail.contact.staff.replyTo', { email: user.email }),
    ].join('\n'),
  };
}

/** The resident's acknowledgement, in `language`. */
function acknowledgement({ input, reference, user, organizationName }: Sent, language: string): MailMessage {
  const line = (...args: Parameters<typeof msg>) => say(language, msg(...args));
  return {
    // The account's address, not the one typed in the form: the portal must not become a way to
    // mail any text to any address.
    to: user.email,
    subject: line('mail.contact.acknowledgement.subject', { reference }),
    text: [
      greeting(language, user.firstName),
      '',
      line('mail.contact.acknowledgement.body', {
        organization: organizationName ?? msg('mail.contact.acknowledgement.us'),
        reference,
        email: user.email,
      }),
      '',
      line('mail.contact.subject', { subject: input.subject }),
      '',
      input.message,
    ].join('\n'),
  };
}

const contactMessagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      prefixTrailingSlash: 'slash',
      onRequest: app.requireUser,
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the municipality; answers with a reference like MSG-2026-000123',
        description:
          'The message is stored and mailed to the organization (Reply-To: the account email, confirmed at ' +
          'registration; an other email given is quoted in the text), and the caller gets an acknowledgement at ' +
          'their account email. With an `Idempotency-Key`, a retry answers with the first receipt (201) and neither ' +
          'stores nor mails anything again. Limited per client address and per account (RATE_LIMIT_CONTACT_MESSAGES): 429.',
        ...idempotentCreateSchema(contactMessageInputSchema, contactMessageReceiptSchema),
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const input = request.body;
      const outcome = await createOnce({
        key: request.headers['idempotency-key'],
        find: (key) => findContactMessageByKey(app.db, user.id, key),
        create: async () => {
          await app.limitPerAddress(request, 'contactMessages');
          await app.limitPerAccount(
            request,
            'contactMessages',
            [{ table: contactMessages, userId: contactMessages.userId, createdAt: contactMessages.createdAt }],
            TOO_MANY_CONTACT_MESSAGES,
          );
          const createdAt = new Date();
          const reference = await nextReference(app.db, 'contactMessage', createdAt);
          return insertContactMessage(app.db, {
            reference,
            userId: user.id,
            ...input,
            idempotencyKey: request.headers['idempotency-key'] ?? null,
            createdAt,
          });
        },
        what: 'contact message',
      });
      if ('earlier' in outcome) return reply.code(201).send(toContactMessageReceipt(outcome.earlier));
      const created = outcome.made;
      const { reference } = created;

      const org = await organizationContact(app.db);
      const sent: Sent = { input, reference, user, organizationName: org?.name ?? null };
      if (org) {
        await app.mailer.send(messageToStaff(sent, org.email, await app.mailLanguage(org.email, request.language)));
      } else {
        // Kept in contact_messages all the same, so nothing is lost once someone looks.
        request.log.error({ reference }, 'contact message stored but not mailed: the organization is not set up');
      }
      await app.mailer.send(acknowledgement(sent, app.spoken(user.language) ?? request.language));
      return reply.code(201).send(toContactMessageReceipt(created));
    },
  );
};

export default contactMessagesRoutes;
