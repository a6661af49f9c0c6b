import { and, eq, sql, type SQL } from 'drizzle-orm';

import type { Petition } from '@portal/shared/contracts';

import { inLanguage, type Reading } from '../lib/content-language';
import type { Db } from './client';
import { petitions, petitionSignatures, type PetitionRow } from './schema';

/** Open until closes_at (exclusive). */
export function petitionIsOpen(petition: Pick<PetitionRow, 'closesAt'>, now: Date): boolean {
  return now < petition.closesAt;
}

/** Open first (closing soonest), then closed (most recently closed first). */
function comparePetitions(a: Petition, b: Petition): number {
  if (a.status !== b.status) return a.status === 'open' ? -1 : 1;
  const diff = Date.parse(a.closes_at) - Date.parse(b.closes_at);
  return (a.status === 'open' ? diff : -diff) || a.id - b.id;
}

/**
 * Active petitions matching `where`, as `userId` sees them at `now`, in list order. The count is
 * the signatures gathered on paper (base_signatures) plus those given here.
 */
export async function loadPetitions(db: Db, where: SQL | undefined, userId: number, now: Date, reading: Reading): Promise<Petition[]> {
  const rows = await db
    .select({
      petition: petitions,
      signatures: sql<number>`count(${petitionSignatures.id})::int`.mapWith(Number),
      hasSigned: sql<boolean>`coalesce(bool_or(${petitionSignatures.userId} = ${userId}), false)`,
    })
    .from(petitions)
    .leftJoin(petitionSignatures, eq(petitionSignatures.petitionId, petitions.id))
    .where(and(eq(petitions.isActive, true), where))
    .groupBy(petitions.id);
  return rows
    .map(({ petition, signatures, hasSigned }): Petition => ({
      id: petition.id,
      ...inLanguage(reading, petition.translations, { title: petition.title, summary: petition.summary, body: petition.body }),
      goal: petition.goal,
      signature_count: petition.baseSignatures + signatures,
      closes_at: petition.closesAt.toISOString(),
      status: petitionIsOpen(petition, now) ? 'open' : 'closed',
      has_signed: hasSigned,
    }))
    .sort(comparePetitions);
}

export async function loadPetition(db: Db, id: number, userId: number, now: Date, reading: Reading): Promise<Petition | null> {
  const [petition] = await loadPetitions(db, eq(petitions.id, id), userId, now, reading);
  return petition ?? null;
}

/** The petition's current count: paper signatures plus the portal's. */
export async function signatureCount(db: Db, petitionId: number): Promise<number> {
  const [row] = await db
    .select({
      n: sql<number>`(${petitions.baseSignatures} + (SELECT count(*) FROM ${petitionSignatures} WHERE ${petitionSignatures.petitionId} = ${petitions.id}))::int`.mapWith(
        Number,
      ),
    })
    .from(petitions)
    .where(eq(petitions.id, petitionId));
  return row?.n ?? 0;
}

/** Stores the person's signature; false when they have signed the petition already. */
export async function signPetition(db: Db, petitionId: number, userId: number): Promise<boolean> {
  const [stored] = await db
    .insert(petitionSignatures)
    .values({ petitionId, userId })
    .onConflictDoNothing({ target: [petitionSignatures.petitionId, petitionSignatures.userId] })
    .returning({ id: petitionSignatures.id });
  return stored !== undefined;
}
