import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

import { AUDIT_ACTIONS } from '@portal/shared/contracts';

import { createdAt, id, isActive, oneOf, slugShape, sortOrder, translations, updatedAt } from '../columns';
import { users } from './accounts';

// What the configuration screens add: departments, municipal request types, and the audit log every configuration change
// writes. Kept apart from schema.ts; drizzle.config.ts and the db client list every schema file.

export const departments = pgTable(
  'departments',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Empty when the department has no public address. */
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    isActive: isActive(),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [slugShape('departments', t.slug), uniqueIndex('departments_name_idx').on(sql`lower(${t.name})`)],
);

/** What residents can ask the municipality for (street light repair, bulky item pickup…), and who handles it. */
export const municipalRequestTypes = pgTable(
  'municipal_request_types',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Null while no department is assigned; a department in use cannot be deleted. */
    departmentId: integer('department_id').references(() => departments.id, { onDelete: 'restrict' }),
    isActive: isActive(),
    sortOrder: sortOrder(),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('municipal_request_types_name_idx').on(sql`lower(${t.name})`),
    index('municipal_request_types_department_idx').on(t.departmentId),
  ],
);

/**
 * One row per configuration change, written in the change's transaction: who, what, and the
 * item as the API serialised it before and after.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    /** Null once the account is removed; the entry stays. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    /** The configuration resource's name (`towns`, `departments`, `news`…). */
    resource: text('resource').notNull(),
    /** The item's key: its id, or its slug for resources addressed by slug. */
    recordId: text('record_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    check('audit_log_action_valid', oneOf('action', AUDIT_ACTIONS)),
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_resource_created_idx').on(t.resource, t.createdAt),
  ],
);

export type DepartmentRow = typeof departments.$inferSelect;
export type MunicipalRequestTypeRow = typeof municipalRequestTypes.$inferSelect;
export type AuditLogRow = typeof auditLog.$inferSelect;
