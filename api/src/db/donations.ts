import { and, eq, type SQL } from 'drizzle-orm';

import type { Page, PageQuery } from '@portal/shared/contracts';

import { pageTotal, searchFilter, selectNewestPage } from '../lib/pagination';
import type { Db } from './client';
import { donationCauses, donations, users, type DonationRow } from './schema';

/** A donation with the slug of its cause (null for donations from before causes were a table). */
export type DonationWithSlug = { donation: DonationRow; causeSlug: string | null };

const withSlug = { donation: donations, causeSlug: donationCauses.slug };

/** Donations with their cause's slug; `total` is for lists (selectPage), lookups ignore it. */
export function selectDonations(db: Db) {
  return db
    .select({ ...withSlug, total: pageTotal })
    .from(donations)
    .leftJoin(donationCauses, eq(donationCauses.id, donations.causeId));
}

export async function findDonation(db: Db, where: SQL | undefined): Promise<DonationWithSlug | null> {
  const [row] = await selectDonations(db).where(where).limit(1);
  return row ?? null;
}

export const findDonationById = (db: Db, id: number) => findDonation(db, eq(donations.id, id));

export const findDonationBySession = (db: Db, sessionId: string) => findDonation(db, eq(donations.providerSessionId, sessionId));

export const findDonationByKey = (db: Db, userId: number, key: string) =>
  findDonation(db, and(eq(donations.userId, userId), eq(donations.idempotencyKey, key)));

/** One person's donation with the reference, or null when it is not theirs or unknown. */
export const findOwnDonation = (db: Db, userId: number, reference: string) =>
  findDonation(db, and(eq(donations.reference, reference), eq(donations.userId, userId)));

/** A page of one person's donations, newest first, narrowed by `search` (reference or cause). */
export function ownDonationPage<T>(db: Db, query: PageQuery, userId: number, toItem: (row: DonationWithSlug) => T): Promise<Page<T>> {
  const search = searchFilter(query.search, [donations.reference, donations.cause]);
  const where = and(eq(donations.userId, userId), search);
  return selectNewestPage(query, donations, () => selectDonations(db).where(where), toItem);
}

/** The id of the stored donation, or undefined when the person's Idempotency-Key is taken already. */
export async function insertDonation(db: Db, values: typeof donations.$inferInsert): Promise<number | undefined> {
  const [row] = await db
    .insert(donations)
    .values(values)
    .onConflictDoNothing({ target: [donations.userId, donations.idempotencyKey] })
    .returning({ id: donations.id });
  return row?.id;
}

/** One donation with its donor, for the receipt page (the owner's or staff's). */
export async function findDonationWithDonor(db: Db, reference: string) {
  const [row] = await db
    .select({ ...withSlug, donor: { email: users.email, firstName: users.firstName, lastName: users.lastName } })
    .from(donations)
    .innerJoin(users, eq(users.id, donations.userId))
    .leftJoin(donationCauses, eq(donationCauses.id, donations.causeId))
    .where(eq(donations.reference, reference))
    .limit(1);
  return row ?? null;
}
