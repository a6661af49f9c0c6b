import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

import { CLIENT_ERROR_SOURCES } from '@portal/shared/contracts';

import { createdAt, id, oneOf, timestamptz } from '../columns';
import { users } from './accounts';

// What the portal keeps about itself: failures the browsers reported, and mail kept while no SMTP server is configured.

export const clientErrors = pgTable(
  'client_errors',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    source: text('source', { enum: CLIENT_ERROR_SOURCES }).notNull(),
    remote: text('remote'),
    url: text('url').notNull(),
    stack: text('stack'),
    appVersion: text('app_version'),
    userAgent: text('user_agent'),
    /** Reports alike in every field (but who sent them) within the hour after this one, this one included. */
    occurrences: integer('occurrences').notNull().default(1),
    /** When the newest of those occurrences came. */
    lastSeenAt: timestamptz('last_seen_at')
      .notNull()
      .default(sql`now()`),
    createdAt: createdAt(),
  },
  (t) => [check('client_errors_source_valid', oneOf('source', CLIENT_ERROR_SOURCES)), index('client_errors_created_idx').on(t.createdAt)],
);

/** Mail kept instead of sent while no SMTP server is configured. */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    to: text('to').notNull(),
    /** Where an answer should go when not to the sender, e.g. the resident behind a contact message. */
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_to_created_idx').on(sql`lower(${t.to})`, t.createdAt), index('outbox_created_idx').on(t.createdAt)],
);

export type OutboxRow = typeof outbox.$inferSelect;
