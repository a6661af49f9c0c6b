import { and, asc, eq } from 'drizzle-orm';

import type { Db } from './client';
import {
  emergencyCategories,
  emergencySubcategories,
  emergencySubcategoryOptions,
  type EmergencyCategoryRow,
  type EmergencyOptionRow,
  type EmergencySubcategoryRow,
} from './schema';

/** Active emergency categories, by sort order, then name. */
export async function activeEmergencyCategories(db: Db): Promise<EmergencyCategoryRow[]> {
  return db
    .select()
    .from(emergencyCategories)
    .where(eq(emergencyCategories.isActive, true))
    .orderBy(asc(emergencyCategories.sortOrder), asc(emergencyCategories.name), asc(emergencyCategories.id));
}

/** An active emergency category by slug, or null. */
export async function findActiveEmergencyCategory(db: Db, slug: string): Promise<EmergencyCategoryRow | null> {
  const [row] = await db
    .select()
    .from(emergencyCategories)
    .where(and(eq(emergencyCategories.slug, slug), eq(emergencyCategories.isActive, true)))
    .limit(1);
  return row ?? null;
}

/** A category's active subcategories, by sort order, then name. */
export async function activeEmergencySubcategories(db: Db, categoryId: number): Promise<EmergencySubcategoryRow[]> {
  return db
    .select()
    .from(emergencySubcategories)
    .where(and(eq(emergencySubcategories.categoryId, categoryId), eq(emergencySubcategories.isActive, true)))
    .orderBy(asc(emergencySubcategories.sortOrder), asc(emergencySubcategories.name), asc(emergencySubcategories.id));
}

/** An active subcategory of the category by slug, or null. */
export async function findActiveEmergencySubcategory(db: Db, categoryId: number, slug: string): Promise<EmergencySubcategoryRow | null> {
  const [row] = await db
    .select()
    .from(emergencySubcategories)
    .where(
      and(
        eq(emergencySubcategories.categoryId, categoryId),
        eq(emergencySubcategories.slug, slug),
        eq(emergencySubcategories.isActive, true),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** A subcategory's active options, by sort order, then name. */
export async function activeEmergencyOptions(db: Db, subcategoryId: number): Promise<EmergencyOptionRow[]> {
  return db
    .select()
    .from(emergencySubcategoryOptions)
    .where(and(eq(emergencySubcategoryOptions.subcategoryId, subcategoryId), eq(emergencySubcategoryOptions.isActive, true)))
    .orderBy(asc(emergencySubcategoryOptions.sortOrder), asc(emergencySubcategoryOptions.name), asc(emergencySubcategoryOptions.id));
}
