import { and, asc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';

import { ANONYMOUS_DONOR, RECENT_SUPPORTERS_SHOWN } from '@portal/shared/contracts';

import type { Db } from './client';
import { donationCauses, donations, users, type DonationCauseRow } from './schema';

/** Open: active, and not past its closing time (the database's clock). */
export const causeIsOpen = sql<boolean>`(${donationCauses.isActive} AND (${donationCauses.closesAt} IS NULL OR ${donationCauses.closesAt} > now()))`;

export type CauseWithTotals = {
  cause: DonationCauseRow;
  raisedCents: number;
  donorCount: number;
  isOpen: boolean;
  supporters: Array<{ name: string; paidAt: Date }>;
};

/** Active causes matching `where`, by sort order, with what succeeded donations have raised. */
export async function loadCauses(db: Db, where?: SQL): Promise<CauseWithTotals[]> {
  const totals = db
    .select({
      causeId: donations.causeId,
      raisedCents: sql`sum(${donations.amountCents})`.mapWith(Number).as('raised_cents'),
      donorCount: sql`count(DISTINCT ${donations.userId})`.mapWith(Number).as('donor_count'),
    })
    .from(donations)
    .where(eq(donations.status, 'succeeded'))
    .groupBy(donations.causeId)
    .as('totals');
  const rows = await db
    .select({ cause: donationCauses, raisedCents: totals.raisedCents, donorCount: totals.donorCount, isOpen: causeIsOpen })
    .from(donationCauses)
    .leftJoin(totals, eq(totals.causeId, donationCauses.id))
    .where(and(eq(donationCauses.isActive, true), where))
    .orderBy(asc(donationCauses.sortOrder), asc(donationCauses.id));
  const supporters = await recentSupporters(
    db,
    rows.map((row) => row.cause.id),
  );
  return rows.map((row) => ({
    ...row,
    raisedCents: row.raisedCents ?? 0,
    donorCount: row.donorCount ?? 0,
    supporters: supporters.get(row.cause.id) ?? [],
  }));
}

/** The active cause with the slug, open or closed, with its totals; null when unknown or inactive. */
export async function loadCause(db: Db, slug: string): Promise<CauseWithTotals | null> {
  const [cause] = await loadCauses(db, eq(donationCauses.slug, slug));
  return cause ?? null;
}

/** The latest succeeded donations of each cause, as others may see them: a first name or "Anonymous". */
async function recentSupporters(db: Db, causeIds: number[]) {
  const byCause = new Map<number, Array<{ name: string; paidAt: Date }>>();
  if (causeIds.length === 0) return byCause;
  const ranked = db
    .select({
      causeId: donations.causeId,
      anonymous: donations.anonymous,
      paidAt: donations.paidAt,
      firstName: users.firstName,
      rank: sql<number>`row_number() OVER (PARTITION BY ${donations.causeId} ORDER BY ${donations.paidAt} DESC, ${donations.id} DESC)`
        .mapWith(Number)
        .as('rank'),
    })
    .from(donations)
    .innerJoin(users, eq(users.id, donations.userId))
    .where(and(eq(donations.status, 'succeeded'), inArray(donations.causeId, causeIds)))
    .as('ranked');
  const rows = await db.select().from(ranked).where(lte(ranked.rank, RECENT_SUPPORTERS_SHOWN)).orderBy(asc(ranked.rank));
  for (const row of rows) {
    if (row.causeId === null || row.paidAt === null) continue;
    const name = row.anonymous ? ANONYMOUS_DONOR : row.firstName.trim() || 'A resident';
    byCause.set(row.causeId, [...(byCause.get(row.causeId) ?? []), { name, paidAt: row.paidAt }]);
  }
  return byCause;
}

/** The cause behind a slug, with whether it takes donations now; null when unknown or inactive. */
export async function findCause(db: Db, slug: string) {
  const [row] = await db
    .select({ cause: donationCauses, isOpen: causeIsOpen })
    .from(donationCauses)
    .where(and(eq(donationCauses.slug, slug), eq(donationCauses.isActive, true)))
    .limit(1);
  return row ?? null;
}
