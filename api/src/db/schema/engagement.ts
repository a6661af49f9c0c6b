import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { CONFIG_FILE_KINDS, LEGISLATION_KINDS, PROJECT_STATUSES, PROJECT_TYPES } from '@portal/shared/contracts';

import { createdAt, id, isActive, oneOf, sortOrder, timestamptz, translations, updatedAt } from '../columns';
import { users } from './accounts';

// Civic engagement (polls, petitions, campaigns), documents and public information (community
// groups, projects, legislation). Kept apart from schema.ts; drizzle.config.ts and the db client
// list both files.

/** Binary content: node-postgres hands back a Buffer, PGlite a Uint8Array; the app sees Buffers. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

// Polls. Whether a poll is upcoming, open or closed follows from its dates and the time of asking.

export const polls = pgTable(
  'polls',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    opensAt: timestamptz('opens_at').notNull(),
    closesAt: timestamptz('closes_at').notNull(),
    isActive: isActive(),
    sortOrder: sortOrder(),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('polls_closes_after_opens', sql`${t.closesAt} > ${t.opensAt}`), index('polls_dates_idx').on(t.opensAt, t.closesAt)],
);

export const pollOptions = pgTable(
  'poll_options',
  {
    id: id(),
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    /** Votes gathered outside the portal (paper ballots, a public meeting), added to the count. */
    baseVotes: integer('base_votes').notNull().default(0),
    sortOrder: sortOrder(),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('poll_options_base_votes_nonnegative', sql`${t.baseVotes} >= 0`),
    uniqueIndex('poll_options_poll_label_idx').on(t.pollId, sql`lower(${t.label})`),
    // Lets votes reference (option, poll) as a pair, so a vote's option is always of its poll.
    unique('poll_options_id_poll_key').on(t.id, t.pollId),
  ],
);

export const pollVotes = pgTable(
  'poll_votes',
  {
    id: id(),
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    optionId: integer('option_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    // One vote per person and poll: the database, not the handler, decides between racing requests.
    unique('poll_votes_poll_user_key').on(t.pollId, t.userId),
    foreignKey({
      name: 'poll_votes_option_in_poll_fk',
      columns: [t.optionId, t.pollId],
      foreignColumns: [pollOptions.id, pollOptions.pollId],
    }).onDelete('cascade'),
    index('poll_votes_option_idx').on(t.optionId),
    index('poll_votes_user_idx').on(t.userId),
  ],
);

// Petitions: open until closes_at; one signature per person.

export const petitions = pgTable(
  'petitions',
  {
    id: id(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    goal: integer('goal').notNull(),
    /** Signatures gathered on paper, added to the portal's. */
    baseSignatures: integer('base_signatures').notNull().default(0),
    closesAt: timestamptz('closes_at').notNull(),
    isActive: isActive(),
    sortOrder: sortOrder(),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('petitions_goal_positive', sql`${t.goal} > 0`),
    check('petitions_base_signatures_nonnegative', sql`${t.baseSignatures} >= 0`),
    index('petitions_closes_idx').on(t.closesAt),
  ],
);

export const petitionSignatures = pgTable(
  'petition_signatures',
  {
    id: id(),
    petitionId: integer('petition_id')
      .notNull()
      .references(() => petitions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [unique('petition_signatures_petition_user_key').on(t.petitionId, t.userId), index('petition_signatures_user_idx').on(t.userId)],
);

export const campaigns = pgTable(
  'campaigns',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    imageUrl: text('image_url'),
    startsAt: timestamptz('starts_at').notNull(),
    /** Null: runs until further notice. */
    endsAt: timestamptz('ends_at'),
    isPublished: boolean('is_published').notNull().default(false),
    sortOrder: sortOrder(),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('campaigns_ends_after_starts', sql`${t.endsAt} IS NULL OR ${t.endsAt} > ${t.startsAt}`)],
);

// Documents. File bytes live in the database, so any API instance can serve any file.

/**
 * What a stored file was uploaded as: a configuration form's image or document
 * (configuration/files/?kind=), or a resident's upload (uploads/). Each upload is its own row, so
 * the same bytes can be stored once as each.
 */
export const STORED_FILE_KINDS = [...CONFIG_FILE_KINDS, 'upload'] as const;
export type StoredFileKind = (typeof STORED_FILE_KINDS)[number];

export const storedFiles = pgTable(
  'stored_files',
  {
    id: id(),
    content: bytea('content').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** SHA-256 of the content, hex. */
    sha256: text('sha256').notNull(),
    /** What it was uploaded as, for good: only an `image` is public (/api/files/{sha256}/). */
    kind: text('kind', { enum: STORED_FILE_KINDS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('stored_files_size_matches', sql`${t.size} = octet_length(${t.content})`),
    check('stored_files_sha256_hex', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
    check('stored_files_kind_valid', oneOf('kind', STORED_FILE_KINDS)),
    // Public images are found by their content's hash (/api/files/{sha256}/).
    index('stored_files_sha256_idx').on(t.sha256),
  ],
);

export const documentCategories = pgTable(
  'document_categories',
  {
    id: id(),
    name: text('name').notNull(),
    isActive: isActive(),
    sortOrder: sortOrder(),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('document_categories_name_idx').on(sql`lower(${t.name})`)],
);

export const documentSubcategories = pgTable(
  'document_subcategories',
  {
    id: id(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => documentCategories.id),
    name: text('name').notNull(),
    isActive: isActive(),
    sortOrder: sortOrder(),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('document_subcategories_category_name_idx').on(t.categoryId, sql`lower(${t.name})`),
    // Lets documents reference (subcategory, category) as a pair, so a subcategory is always of its category.
    unique('document_subcategories_id_category_key').on(t.id, t.categoryId),
  ],
);

export const documents = pgTable(
  'documents',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    categoryId: integer('category_id')
      .notNull()
      .references(() => documentCategories.id),
    subcategoryId: integer('subcategory_id'),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id),
    /** The name the download is saved under. */
    fileName: text('file_name').notNull(),
    isPublished: boolean('is_published').notNull().default(false),
    publishedAt: timestamptz('published_at'),
    sortOrder: sortOrder(),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({
      name: 'documents_subcategory_in_category_fk',
      columns: [t.subcategoryId, t.categoryId],
      foreignColumns: [documentSubcategories.id, documentSubcategories.categoryId],
    }),
    check('documents_file_name_present', sql`btrim(${t.fileName}) <> ''`),
    check('documents_published_dated', sql`NOT ${t.isPublished} OR ${t.publishedAt} IS NOT NULL`),
    index('documents_published_idx').on(t.isPublished, t.publishedAt),
    index('documents_category_idx').on(t.categoryId, t.subcategoryId),
    index('documents_file_idx').on(t.fileId),
  ],
);

export const communityGroups = pgTable(
  'community_groups',
  {
    id: id(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull(),
    meetingInfo: text('meeting_info').notNull().default(''),
    contactEmail: text('contact_email'),
    url: text('url'),
    isActive: isActive(),
    sortOrder: sortOrder(),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('community_groups_name_idx').on(sql`lower(${t.name})`)],
);

export const projects = pgTable(
  'projects',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    type: text('type', { enum: PROJECT_TYPES }).notNull(),
    status: text('status', { enum: PROJECT_STATUSES }).notNull(),
    summary: text('summary').notNull(),
    location: text('location').notNull(),
    /** Bigint: capital budgets can pass the $21 million an integer of cents holds. */
    budgetCents: bigint('budget_cents', { mode: 'number' }),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    isActive: isActive(),
    sortOrder: sortOrder(),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('projects_type_valid', oneOf('type', PROJECT_TYPES)),
    check('projects_status_valid', oneOf('status', PROJECT_STATUSES)),
    check('projects_budget_nonnegative', sql`${t.budgetCents} IS NULL OR ${t.budgetCents} >= 0`),
    check('projects_dates_ordered', sql`${t.startDate} IS NULL OR ${t.endDate} IS NULL OR ${t.endDate} >= ${t.startDate}`),
    index('projects_type_idx').on(t.type),
  ],
);

export const legislation = pgTable(
  'legislation',
  {
    id: id(),
    /** As the council numbers it: `Ordinance 2026-14`. */
    number: text('number').notNull(),
    title: text('title').notNull(),
    kind: text('kind', { enum: LEGISLATION_KINDS }).notNull(),
    summary: text('summary').notNull(),
    adoptedOn: date('adopted_on', { mode: 'string' }).notNull(),
    documentUrl: text('document_url'),
    isActive: isActive(),
    sortOrder: sortOrder(),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('legislation_number_idx').on(sql`lower(${t.number})`),
    check('legislation_kind_valid', oneOf('kind', LEGISLATION_KINDS)),
    index('legislation_adopted_idx').on(t.adoptedOn),
  ],
);

export type PollRow = typeof polls.$inferSelect;
export type PollOptionRow = typeof pollOptions.$inferSelect;
export type PetitionRow = typeof petitions.$inferSelect;
export type CampaignRow = typeof campaigns.$inferSelect;
export type CommunityGroupRow = typeof communityGroups.$inferSelect;
export type ProjectRow = typeof projects.$inferSelect;
export type LegislationRow = typeof legislation.$inferSelect;
