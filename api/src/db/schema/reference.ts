import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';

import { createdAt, id, updatedAt } from '../columns';

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
