import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgSequence, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';

import { CHAT_CHANNELS } from '@portal/shared/contracts';

import { createdAt, id, oneOf, slugShape, translations, updatedAt } from '../columns';
import { users } from './accounts';

/** Contact messages are numbered from their own sequence, like the cases. */
export const contactMessageReferenceSeq = pgSequence('contact_message_reference_seq');

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
    translations: translations(),
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
    translations: translations(),
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
  translations: translations(),
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
    translations: translations(),
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
    translations: translations(),
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
    translations: translations(),
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
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [slugShape('council_members', t.slug)],
);

export type OrganizationRow = typeof organization.$inferSelect;
export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type ChatGroupRow = typeof chatGroups.$inferSelect;
export type EmergencyContactRow = typeof emergencyContacts.$inferSelect;
export type EmergencyCategoryRow = typeof emergencyCategories.$inferSelect;
export type EmergencySubcategoryRow = typeof emergencySubcategories.$inferSelect;
export type EmergencyOptionRow = typeof emergencySubcategoryOptions.$inferSelect;
export type CouncilMemberRow = typeof councilMembers.$inferSelect;
