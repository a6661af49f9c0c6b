import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../src/app';
import {
  chatGroups,
  councilMembers,
  electricalMeterTypes,
  emergencyCategories,
  emergencyContacts,
  emergencySubcategories,
  emergencySubcategoryOptions,
  news,
  organization,
  properties,
  suburbs,
  towns,
  users,
  waterMeterTypes,
} from '../src/db/schema';
import { seedDemoData } from '../src/db/seed';
import { createTestDatabase, login, register, testConfig, type TestDatabase } from './helpers';
import { TEST_SEED } from './setup/template';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
});
afterAll(() => database?.drop());

describe('restarting on the same database', () => {
  it('keeps data, applies migrations again harmlessly and seeds only once', async () => {
    const person = { email: 'stays@example.org', password: 'persistent-1' };
    const first = await buildApp(testConfig(database));
    try {
      expect(await register(first, person.email, person.password, { first_name: 'Per', last_name: 'Sistent' })).toBeTruthy();
    } finally {
      await first.close();
    }

    const second = await buildApp(testConfig(database));
    try {
      expect(await login(second, person)).toBeTruthy();
      const [[userCount], [newsCount]] = await Promise.all([
        second.db.select({ n: count() }).from(users),
        second.db.select({ n: count() }).from(news),
      ]);
      expect(userCount?.n).toBe(4);
      expect(newsCount?.n).toBe(14);
      expect(await seedDemoData(second.db, TEST_SEED)).toBe(false);

      // A database seeded before reference data existed gets it (and the demo property) later.
      for (const table of [properties, suburbs, towns, waterMeterTypes, electricalMeterTypes]) await second.db.delete(table);
      expect(await seedDemoData(second.db, TEST_SEED)).toBe(true);
      const [[townCount], [propertyCount], [usersAfter]] = await Promise.all([
        second.db.select({ n: count() }).from(towns),
        second.db.select({ n: count() }).from(properties),
        second.db.select({ n: count() }).from(users),
      ]);
      expect([townCount?.n, propertyCount?.n, usersAfter?.n]).toEqual([3, 1, 4]);

      // Likewise the information pages' data, for a database seeded before those tables existed.
      const informationTables = [
        emergencySubcategoryOptions,
        emergencySubcategories,
        emergencyCategories,
        emergencyContacts,
        chatGroups,
        councilMembers,
        organization,
      ];
      const sizes = async () =>
        Promise.all(informationTables.map(async (table) => (await second.db.select({ n: count() }).from(table))[0]?.n));
      const seededSizes = await sizes();
      expect(seededSizes).toEqual([19, 7, 3, 6, 5, 5, 1]);
      for (const table of informationTables) await second.db.delete(table);
      expect(await seedDemoData(second.db, TEST_SEED)).toBe(true);
      expect(await sizes()).toEqual(seededSizes);
      // The organization alone comes back without doubling what is still there.
      await second.db.delete(organization);
      expect(await seedDemoData(second.db, TEST_SEED)).toBe(true);
      expect(await sizes()).toEqual(seededSizes);
      expect(await seedDemoData(second.db, TEST_SEED)).toBe(false);
    } finally {
      await second.close();
    }
  });
});
