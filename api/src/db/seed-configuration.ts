import { count } from 'drizzle-orm';
import type { Db } from './client';
import { departments } from './schema-configuration';

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

export async function needsConfigurationData(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(departments);
  return (row?.n ?? 0) === 0;
}

/** The demo departments, when the table is empty. Returns whether it loaded them. */
export async function seedConfigurationData(tx: Db): Promise<boolean> {
  if (!(await needsConfigurationData(tx))) return false;
  await tx.insert(departments).values(DEMO_DEPARTMENTS.map((department) => ({ ...department })));
  return true;
}
