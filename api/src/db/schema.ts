import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

import { CHAT_CHANNELS, CLIENT_ERROR_SOURCES, COMPLAINT_STATUSES, IDENTIFICATION_TYPES, OWNERSHIP } from '@portal/shared/contracts';

import { createdAt, id, oneOf, updatedAt } from './columns';

/** Human-facing references (CMP-2026-000123) are numbered from their own sequences. */
export const complaintReferenceSeq = pgSequence('complaint_reference_seq');
export const contactMessageReferenceSeq = pgSequence('contact_message_reference_seq');

/** Lower-case words joined by single hyphens: what appears in the portal's URLs. */
function slugShape(table: string, column: AnyPgColumn) {
  return check(`${table}_slug_shape`, sql`${column} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`);
}

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    isSuperuser: boolean('is_superuser').notNull().default(false),
    isAdmin: boolean('is_admin').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    ownership: text('ownership', { enum: OWNERSHIP }),
    primaryContact: text('primary_contact'),
    identificationType: text('identification_type', { enum: IDENTIFICATION_TYPES }),
    identificationNumber: text('identification_number'),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Uniqueness is on the stored form, so it must be the lower-cased one.
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    check('users_ownership_valid', oneOf('ownership', OWNERSHIP)),
    check('users_identification_type_valid', oneOf('identification_type', IDENTIFICATION_TYPES)),
  ],
);

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token, hex: a leaked table does not leak usable tokens. */
    keyHash: text('key_hash').notNull().unique(),
    createdAt: createdAt(),
    lastUsed: timestamp('last_used', { withTimezone: true }),
  },
  (t) => [index('auth_tokens_user_id_idx').on(t.userId)],
);

export const news = pgTable(
  'news',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    imageUrl: text('image_url'),
    isPublished: boolean('is_published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('news_published_idx').on(t.isPublished, t.publishedAt)],
);

/** The kinds of problem a complaint can be about; super users edit them (configuration screens come later). */
export const complaintTypes = pgTable(
  'complaint_types',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
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

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token, hex: the link itself exists only in the mail. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);

/**
 * Logins that failed, or are being checked right now, by lower-cased email whether or not an
 * account has it, and the client address they came from. Kept in the database so that every API
 * instance counts the same attempts.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: id(),
    email: text('email').notNull(),
    /** The client's address as the API sees it (behind trusted proxies, the one they forward). */
    address: text('address').notNull().default(''),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_email_idx').on(t.email, t.attemptedAt),
    index('login_attempts_email_address_idx').on(t.email, t.address, t.attemptedAt),
    // For purging rows older than the window, whoever they were for.
    index('login_attempts_attempted_idx').on(t.attemptedAt),
  ],
);

/**
 * Requests counted per (bucket, subject) in fixed windows, e.g. logins per client address: one
 * row per subject, bumped in a single upsert so parallel requests on any instance count exactly.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    bucket: text('bucket').notNull(),
    subject: text('subject').notNull(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.subject] }), index('rate_limits_resets_at_idx').on(t.resetsAt)],
);

/** What a registration asks for besides the email and password, kept until the email is confirmed. */
export type PendingProfile = {
  firstName: string;
  lastName: string;
  ownership: (typeof OWNERSHIP)[number] | null;
  primaryContact: string | null;
  identificationType: (typeof IDENTIFICATION_TYPES)[number] | null;
  identificationNumber: string | null;
};

/**
 * Registrations waiting for their email to be confirmed: the account exists only once the link
 * mailed to the address is followed, so registering says nothing about who has an account.
 */
export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    id: id(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    profile: jsonb('profile').$type<PendingProfile>().notNull(),
    /** SHA-256 of the link's token, hex: the link itself exists only in the mail. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('pending_registrations_email_lower', sql`${t.email} = lower(${t.email})`),
    index('pending_registrations_expires_idx').on(t.expiresAt),
  ],
);

// Reference data. Names are unique ignoring case, so "Oak Park" and "oak park" cannot both exist.

export const towns = pgTable('towns', { id: id(), name: text('name').notNull(), createdAt: createdAt(), updatedAt: updatedAt() }, (t) => [
  uniqueIndex('towns_name_idx').on(sql`lower(${t.name})`),
]);

export const suburbs = pgTable(
  'suburbs',
  {
    id: id(),
    townId: integer('town_id')
      .notNull()
      .references(() => towns.id),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('suburbs_town_name_idx').on(t.townId, sql`lower(${t.name})`),
    // Lets properties reference (suburb, town) as a pair, so a suburb always lies in its town.
    unique('suburbs_id_town_key').on(t.id, t.townId),
  ],
);

export const waterMeterTypes = pgTable(
  'water_meter_types',
  {
    id: id(),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('water_meter_types_name_idx').on(sql`lower(${t.name})`)],
);

export const electricalMeterTypes = pgTable(
  'electrical_meter_types',
  {
    id: id(),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('electrical_meter_types_name_idx').on(sql`lower(${t.name})`)],
);

export const properties = pgTable(
  'properties',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    townId: integer('town_id')
      .notNull()
      .references(() => towns.id),
    suburbId: integer('suburb_id').notNull(),
    postalCode: text('postal_code').notNull(),
    ownership: text('ownership', { enum: OWNERSHIP }).notNull(),
    waterMeterTypeId: integer('water_meter_type_id').references(() => waterMeterTypes.id),
    waterMeterNumber: text('water_meter_number'),
    electricalMeterTypeId: integer('electrical_meter_type_id').references(() => electricalMeterTypes.id),
    electricalMeterNumber: text('electrical_meter_number'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({
      name: 'properties_suburb_in_town_fk',
      columns: [t.suburbId, t.townId],
      foreignColumns: [suburbs.id, suburbs.townId],
    }),
    check('properties_ownership_valid', oneOf('ownership', OWNERSHIP)),
    check('properties_water_meter_numbered', sql`${t.waterMeterTypeId} IS NULL OR ${t.waterMeterNumber} IS NOT NULL`),
    check('properties_electrical_meter_numbered', sql`${t.electricalMeterTypeId} IS NULL OR ${t.electricalMeterNumber} IS NOT NULL`),
    index('properties_user_idx').on(t.userId, t.createdAt),
  ],
);

// What the information pages show: the municipality, its contact channels, emergency guides and
// council. Kept as tables (not constants) because super users edit them from the configuration screens.

/** The municipality itself: exactly one row, id 1, so there is never a question which one is meant. */
export const organization = pgTable(
  'organization',
  {
    id: integer('id').primaryKey().default(1),
    name: text('name').notNull(),
    logoUrl: text('logo_url'),
    address: text('address').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    website: text('website'),
    officeHours: text('office_hours').notNull(),
    aboutUs: text('about_us').notNull(),
    policies: text('policies').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('organization_single_row', sql`${t.id} = 1`)],
);

/** Messages from the contact form, kept whether or not the mail to the municipality arrives. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    reference: text('reference').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** The client's `Idempotency-Key`: a retry with it finds this row instead of making another. */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    // NULLs are distinct, so messages sent without a key never collide.
    unique('contact_messages_user_idempotency_key').on(t.userId, t.idempotencyKey),
    index('contact_messages_created_idx').on(t.createdAt),
  ],
);

export const chatGroups = pgTable(
  'chat_groups',
  {
    id: id(),
    channel: text('channel', { enum: CHAT_CHANNELS }).notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    url: text('url').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('chat_groups_channel_valid', oneOf('channel', CHAT_CHANNELS)),
    uniqueIndex('chat_groups_channel_name_idx').on(t.channel, sql`lower(${t.name})`),
  ],
);

export const emergencyContacts = pgTable('emergency_contacts', {
  id: id(),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  description: text('description').notNull().default(''),
  isPrimary: boolean('is_primary').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const emergencyCategories = pgTable(
  'emergency_categories',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [slugShape('emergency_categories', t.slug)],
);

export const emergencySubcategories = pgTable(
  'emergency_subcategories',
  {
    id: id(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => emergencyCategories.id),
    /** Unique within its category: /emergencies/{category}/{subcategory}. */
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('emergency_subcategories_category_slug_key').on(t.categoryId, t.slug), slugShape('emergency_subcategories', t.slug)],
);

/** What to do, or whom to call, in one emergency situation. */
export const emergencySubcategoryOptions = pgTable(
  'emergency_subcategory_options',
  {
    id: id(),
    subcategoryId: integer('subcategory_id')
      .notNull()
      .references(() => emergencySubcategories.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    phone: text('phone'),
    url: text('url'),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('emergency_subcategory_options_subcategory_idx').on(t.subcategoryId, t.sortOrder)],
);

export const councilMembers = pgTable(
  'council_members',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    ward: text('ward').notNull(),
    role: text('role').notNull(),
    email: text('email'),
    phone: text('phone'),
    portraitUrl: text('portrait_url'),
    bio: text('bio').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [slugShape('council_members', t.slug)],
);

export type UserRow = typeof users.$inferSelect;
export type NewsRow = typeof news.$inferSelect;
export type ComplaintRow = typeof complaints.$inferSelect;
export type ComplaintTypeRow = typeof complaintTypes.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;
export type PropertyRow = typeof properties.$inferSelect;
export type OrganizationRow = typeof organization.$inferSelect;
export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type ChatGroupRow = typeof chatGroups.$inferSelect;
export type EmergencyContactRow = typeof emergencyContacts.$inferSelect;
export type EmergencyCategoryRow = typeof emergencyCategories.$inferSelect;
export type EmergencySubcategoryRow = typeof emergencySubcategories.$inferSelect;
export type EmergencyOptionRow = typeof emergencySubcategoryOptions.$inferSelect;
export type CouncilMemberRow = typeof councilMembers.$inferSelect;
