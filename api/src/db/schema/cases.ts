import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgSequence, pgTable, text, unique, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';

import { APPEAL_STATUSES, COMPLAINT_STATUSES, DISPUTE_STATUSES, UPLOAD_PURPOSES } from '@portal/shared/contracts';

import { createdAt, id, isActive, oneOf, slugShape, sortOrder, timestamptz, translations, updatedAt } from '../columns';
import { properties, users } from './accounts';
import { storedFiles } from './engagement';

/** Human-facing references (CMP-2026-000123) are numbered from their own sequences. */
export const complaintReferenceSeq = pgSequence('complaint_reference_seq');

/** The kinds of problem a complaint can be about; super users edit them (configuration screens come later). */
export const complaintTypes = pgTable(
  'complaint_types',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('complaint_types_name_idx').on(sql`lower(${t.name})`)],
);

export const complaints = pgTable(
  'complaints',
  {
    id: id(),
    reference: text('reference').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The type's name when lodged, so the list reads the same after a type is renamed. */
    complaintType: text('complaint_type').notNull(),
    /** Null for complaints from before complaint types existed. */
    complaintTypeId: integer('complaint_type_id').references(() => complaintTypes.id),
    description: text('description').notNull(),
    /** Null when an address was typed, or once the property is deleted; the address stays in location. */
    propertyId: integer('property_id').references((): AnyPgColumn => properties.id, { onDelete: 'set null' }),
    location: text('location').notNull().default(''),
    status: text('status', { enum: COMPLAINT_STATUSES }).notNull().default('submitted'),
    /** The client's `Idempotency-Key`: a retry with it finds this row instead of making another. */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('complaints_status_valid', oneOf('status', COMPLAINT_STATUSES)),
    index('complaints_user_created_idx').on(t.userId, t.createdAt),
    index('complaints_status_created_idx').on(t.status, t.createdAt),
    unique('complaints_user_idempotency_key').on(t.userId, t.idempotencyKey),
  ],
);

// Cases residents lodge and staff follow: complaint types, disputes (with their types and
// criteria) and appeals, the files attached to them, and one timeline for all three. Kept apart
// from schema.ts; drizzle.config.ts and the db client list every schema file.

export const disputeReferenceSeq = pgSequence('dispute_reference_seq');
export const appealReferenceSeq = pgSequence('appeal_reference_seq');

export const disputeTypes = pgTable(
  'dispute_types',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    requirements: text('requirements').notNull().default(''),
    isActive: isActive(),
    sortOrder: sortOrder(),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [slugShape('dispute_types', t.slug)],
);

/** A question every dispute of the type answers (when required) before it is lodged. */
export const disputeCriteria = pgTable(
  'dispute_criteria',
  {
    id: id(),
    disputeTypeId: integer('dispute_type_id')
      .notNull()
      .references(() => disputeTypes.id),
    question: text('question').notNull(),
    help: text('help').notNull().default(''),
    required: boolean('required').notNull().default(true),
    isActive: isActive(),
    sortOrder: sortOrder(),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('dispute_criteria_type_idx').on(t.disputeTypeId, t.sortOrder)],
);

/** Who else is mailed (separately, so recipients do not see each other) when a dispute is lodged. */
export const disputeBccRecipients = pgTable(
  'dispute_bcc_recipients',
  {
    id: id(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    isActive: isActive(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('dispute_bcc_recipients_email_lower', sql`${t.email} = lower(${t.email})`),
    uniqueIndex('dispute_bcc_recipients_email_idx').on(t.email),
  ],
);

export const disputes = pgTable(
  'disputes',
  {
    id: id(),
    reference: text('reference').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    disputeTypeId: integer('dispute_type_id')
      .notNull()
      .references(() => disputeTypes.id),
    /** Null once the resident deletes the property; the address stays in property_label. */
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    propertyLabel: text('property_label').notNull(),
    billingPeriod: text('billing_period').notNull(),
    amountDisputedCents: integer('amount_disputed_cents').notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: DISPUTE_STATUSES }).notNull().default('submitted'),
    /** When staff rejected it: the appeal window runs from here. */
    rejectedAt: timestamptz('rejected_at'),
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('disputes_status_valid', oneOf('status', DISPUTE_STATUSES)),
    check('disputes_amount_positive', sql`${t.amountDisputedCents} > 0`),
    check('disputes_billing_period_shape', sql`${t.billingPeriod} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('disputes_rejected_at_when_rejected', sql`(${t.status} = 'rejected') = (${t.rejectedAt} IS NOT NULL)`),
    unique('disputes_user_idempotency_key').on(t.userId, t.idempotencyKey),
    index('disputes_user_created_idx').on(t.userId, t.createdAt),
    index('disputes_status_created_idx').on(t.status, t.createdAt),
  ],
);

export const disputeAnswers = pgTable(
  'dispute_answers',
  {
    id: id(),
    disputeId: integer('dispute_id')
      .notNull()
      .references(() => disputes.id, { onDelete: 'cascade' }),
    criterionId: integer('criterion_id')
      .notNull()
      .references(() => disputeCriteria.id),
    /** The question as it was asked, should it be reworded later. */
    question: text('question').notNull(),
    answer: text('answer').notNull(),
  },
  (t) => [unique('dispute_answers_dispute_criterion_key').on(t.disputeId, t.criterionId)],
);

export const appeals = pgTable(
  'appeals',
  {
    id: id(),
    reference: text('reference').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Unique: a dispute is appealed at most once. */
    disputeId: integer('dispute_id')
      .notNull()
      .unique()
      .references(() => disputes.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: text('status', { enum: APPEAL_STATUSES }).notNull().default('submitted'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('appeals_status_valid', oneOf('status', APPEAL_STATUSES)),
    index('appeals_user_created_idx').on(t.userId, t.createdAt),
    index('appeals_status_created_idx').on(t.status, t.createdAt),
  ],
);

/**
 * A file a resident uploaded, its bytes in stored_files. Attached to at most one case, and only
 * to a case of its purpose; until then only its owner (and staff) can see it.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: UPLOAD_PURPOSES }).notNull(),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id),
    /** Sanitised, for display only: nothing is ever stored under it. */
    fileName: text('file_name').notNull(),
    /** As found in the content, not as the client claimed. */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    complaintId: integer('complaint_id').references(() => complaints.id, { onDelete: 'set null' }),
    disputeId: integer('dispute_id').references(() => disputes.id, { onDelete: 'set null' }),
    appealId: integer('appeal_id').references(() => appeals.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('uploads_purpose_valid', oneOf('purpose', UPLOAD_PURPOSES)),
    check('uploads_one_case', sql`num_nonnulls(${t.complaintId}, ${t.disputeId}, ${t.appealId}) <= 1`),
    check('uploads_photo_on_complaint', sql`${t.complaintId} IS NULL OR ${t.purpose} = 'complaint_photo'`),
    check(
      'uploads_evidence_on_dispute_or_appeal',
      sql`(${t.disputeId} IS NULL AND ${t.appealId} IS NULL) OR ${t.purpose} = 'dispute_evidence'`,
    ),
    index('uploads_user_idx').on(t.userId, t.createdAt),
    index('uploads_complaint_idx').on(t.complaintId),
    index('uploads_dispute_idx').on(t.disputeId),
    index('uploads_appeal_idx').on(t.appealId),
  ],
);

export const CASE_EVENT_KINDS = ['status', 'note'] as const;
export const CASE_EVENT_AUTHORS = ['resident', 'staff'] as const;

/** The history of one case (complaint, dispute or appeal): written with each change, in its transaction. */
export const caseEvents = pgTable(
  'case_events',
  {
    id: id(),
    complaintId: integer('complaint_id').references(() => complaints.id, { onDelete: 'cascade' }),
    disputeId: integer('dispute_id').references(() => disputes.id, { onDelete: 'cascade' }),
    appealId: integer('appeal_id').references(() => appeals.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CASE_EVENT_KINDS }).notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    note: text('note'),
    author: text('author', { enum: CASE_EVENT_AUTHORS }).notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The name at the time, so the history reads the same after an account goes. */
    authorName: text('author_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('case_events_one_case', sql`num_nonnulls(${t.complaintId}, ${t.disputeId}, ${t.appealId}) = 1`),
    check('case_events_kind_valid', oneOf('kind', CASE_EVENT_KINDS)),
    check('case_events_author_valid', oneOf('author', CASE_EVENT_AUTHORS)),
    check('case_events_status_has_target', sql`${t.kind} <> 'status' OR ${t.toStatus} IS NOT NULL`),
    index('case_events_complaint_idx').on(t.complaintId, t.createdAt),
    index('case_events_dispute_idx').on(t.disputeId, t.createdAt),
    index('case_events_appeal_idx').on(t.appealId, t.createdAt),
  ],
);

export type DisputeTypeRow = typeof disputeTypes.$inferSelect;
export type DisputeRow = typeof disputes.$inferSelect;
export type AppealRow = typeof appeals.$inferSelect;
export type UploadRow = typeof uploads.$inferSelect;
export type CaseEventRow = typeof caseEvents.$inferSelect;

export type ComplaintRow = typeof complaints.$inferSelect;
export type ComplaintTypeRow = typeof complaintTypes.$inferSelect;
