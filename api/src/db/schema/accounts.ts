import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

import { IDENTIFICATION_TYPES, OWNERSHIP } from '@portal/shared/contracts';

import { createdAt, id, oneOf, timestamptz, updatedAt } from '../columns';
import { electricalMeterTypes, suburbs, towns, waterMeterTypes } from './reference';

// People: their accounts, sessions, sign-in limits, registrations waiting for confirmation, and properties.

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
    /** The language the person chose (a code of LANGUAGES when chosen); null: never chosen. */
    language: text('language'),
    lastLogin: timestamptz('last_login'),
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
    lastUsed: timestamptz('last_used'),
  },
  (t) => [index('auth_tokens_user_id_idx').on(t.userId)],
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
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('password_reset_tokens_user_id_idx').on(t.userId),
    // For purging expired links, whoever they were for.
    index('password_reset_tokens_expires_idx').on(t.expiresAt),
  ],
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
    attemptedAt: timestamptz('attempted_at')
      .notNull()
      .default(sql`now()`),
    /** False once a password reset has lifted the pause it counted towards: it still slows its address. */
    countsForPause: boolean('counts_for_pause').notNull().default(true),
  },
  (t) => [
    index('login_attempts_email_idx').on(t.email, t.attemptedAt),
    index('login_attempts_email_address_idx').on(t.email, t.address, t.attemptedAt),
    // For purging rows older than the window, whoever they were for.
    index('login_attempts_attempted_idx').on(t.attemptedAt),
  ],
);

/**
 * The client address keys (see clientKey) each account last logged in from, and when: others'
 * failures never pause its logins from these.
 */
export const loginAddresses = pgTable(
  'login_addresses',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    lastLoginAt: timestamptz('last_login_at')
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.address] }),
    // For purging the ones not used for too long, whoever they were for.
    index('login_addresses_last_login_idx').on(t.lastLoginAt),
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
    resetsAt: timestamptz('resets_at').notNull(),
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
  /** The language of the registration's request (absent from registrations kept before languages). */
  language?: string | null;
};

/**
 * Registrations waiting for their email to be confirmed: the account exists only once the link
 * mailed to the address is followed, so registering says nothing about who has an account. One
 * email may have several, each with its own link, so a later registration (anyone's) does not
 * kill the owner's link; a few are kept per email and client address key.
 */
export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    id: id(),
    email: text('email').notNull(),
    /** The client address key the registration came from (see clientKey). */
    address: text('address').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    profile: jsonb('profile').$type<PendingProfile>().notNull(),
    /** SHA-256 of the link's token, hex: the link itself exists only in the mail. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('pending_registrations_email_lower', sql`${t.email} = lower(${t.email})`),
    index('pending_registrations_email_idx').on(t.email, t.address, t.createdAt),
    index('pending_registrations_expires_idx').on(t.expiresAt),
  ],
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

export type UserRow = typeof users.$inferSelect;
export type PropertyRow = typeof properties.$inferSelect;
