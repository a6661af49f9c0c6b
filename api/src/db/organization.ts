import { eq } from 'drizzle-orm';

import type { Db } from './client';
import { organization, type OrganizationRow } from './schema';

/** The municipality's one row, or undefined until it has been entered. */
export async function findOrganization(db: Db): Promise<OrganizationRow | undefined> {
  const [row] = await db.select().from(organization).where(eq(organization.id, 1)).limit(1);
  return row;
}

/** The municipality's name, or undefined until it has been entered. */
export async function organizationName(db: Db): Promise<string | undefined> {
  const [row] = await db.select({ name: organization.name }).from(organization).where(eq(organization.id, 1)).limit(1);
  return row?.name;
}

/** The organization's name and the address contact messages are mailed to, or null before it is set up. */
export async function organizationContact(db: Db): Promise<{ name: string; email: string } | null> {
  const [row] = await db
    .select({ name: organization.name, email: organization.email })
    .from(organization)
    .where(eq(organization.id, 1))
    .limit(1);
  return row ?? null;
}
