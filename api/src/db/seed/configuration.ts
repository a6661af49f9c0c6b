import { count, inArray } from 'drizzle-orm';

import type { Db } from '../client';
import { departments, municipalRequestTypes } from '../schema';
import { spanish, SPANISH_DEPARTMENTS, SPANISH_MUNICIPAL_REQUEST_TYPES } from './spanish';

/** The City of Riverton's departments residents most often need. */
export const DEMO_DEPARTMENTS = [
  {
    slug: 'public-works',
    name: 'Public Works',
    description: 'Roads, sidewalks, streetlights, storm drains and garbage collection.',
    email: 'publicworks@riverton.example.org',
    phone: '(555) 201-4100',
  },
  {
    slug: 'water-and-utilities',
    name: 'Water and Utilities',
    description: 'Water supply, meters, billing and service connections.',
    email: 'utilities@riverton.example.org',
    phone: '(555) 201-4200',
  },
  {
    slug: 'parks-and-recreation',
    name: 'Parks and Recreation',
    description: 'Parks, trails, sports fields, community centers and programs.',
    email: 'parks@riverton.example.org',
    phone: '(555) 201-4300',
  },
  {
    slug: 'planning-and-building',
    name: 'Planning and Building',
    description: 'Zoning, building permits, inspections and the city plan.',
    email: 'planning@riverton.example.org',
    phone: '(555) 201-4400',
  },
  {
    slug: 'finance',
    name: 'Finance',
    description: 'Property rates, payments, receipts and the city budget.',
    email: 'finance@riverton.example.org',
    phone: '(555) 201-4500',
  },
] as const;

/** What residents most often ask for, with the department (by slug) that handles it. */
export const DEMO_MUNICIPAL_REQUEST_TYPES = [
  { name: 'Street light repair', description: 'A street light that is out, flickering or damaged.', department: 'public-works' },
  { name: 'Bulky item pickup', description: 'Collection of furniture, appliances and other large items.', department: 'public-works' },
  {
    name: 'Tree trimming',
    description: 'Branches over a street, sidewalk or power line, or a tree in a park.',
    department: 'parks-and-recreation',
  },
  {
    name: 'Graffiti removal',
    description: 'Graffiti on public property: walls, signs, benches, bus shelters.',
    department: 'public-works',
  },
] as const;

async function isEmpty(db: Db, table: typeof departments | typeof municipalRequestTypes): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(table);
  return (row?.n ?? 0) === 0;
}

export async function needsConfigurationData(db: Db): Promise<boolean> {
  return (await isEmpty(db, departments)) || (await isEmpty(db, municipalRequestTypes));
}

/** The demo departments and municipal request types, each when its table is empty. Returns whether it loaded any. */
export async function seedConfigurationData(tx: Db): Promise<boolean> {
  let seeded = false;
  if (await isEmpty(tx, departments)) {
    await tx
      .insert(departments)
      .values(DEMO_DEPARTMENTS.map((department) => ({ ...department, translations: spanish(SPANISH_DEPARTMENTS[department.slug]) })));
    seeded = true;
  }
  if (await isEmpty(tx, municipalRequestTypes)) {
    const slugs = DEMO_MUNICIPAL_REQUEST_TYPES.map((type) => type.department);
    const found = await tx.select({ id: departments.id, slug: departments.slug }).from(departments).where(inArray(departments.slug, slugs));
    const idOf = new Map(found.map((d) => [d.slug, d.id]));
    await tx.insert(municipalRequestTypes).values(
      DEMO_MUNICIPAL_REQUEST_TYPES.map((type, index) => ({
        name: type.name,
        description: type.description,
        translations: spanish(SPANISH_MUNICIPAL_REQUEST_TYPES[type.name]),
        // A department removed since leaves the type unassigned.
        departmentId: idOf.get(type.department) ?? null,
        sortOrder: (index + 1) * 10,
      })),
    );
    seeded = true;
  }
  return seeded;
}
