import { and, count, eq, isNull } from 'drizzle-orm';

import type { Db } from '../client';
import { nextReference } from '../references';
import { donationCauses, donations, users } from '../schema';
import { DEMO_DONATION_CAUSES, DEMO_STAFF_DONATIONS } from './data';
import { spanish, SPANISH_DONATION_CAUSES } from './spanish';

const DAY_MS = 86_400_000;

/** Mid-afternoon UTC on the day n days from now (negative: ago), so dates read naturally in US time zones. */
function dayAt(n: number, now: Date): Date {
  const day = new Date(now.getTime() + n * DAY_MS);
  day.setUTCHours(15, 0, 0, 0);
  return day;
}

/** The card the demo payments were made with. */
export const DEMO_PAYMENT_LABEL = 'Visa ending 4242';

export async function needsDonationData(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(donationCauses);
  return (row?.n ?? 0) === 0;
}

/**
 * When the causes table is empty: the demo causes; donations made before causes were a table
 * linked to theirs by title; and a few paid donations of the demo super user and admin, when those
 * accounts exist and have none. Run it in the seeding transaction, after the demo people.
 * Returns whether it seeded anything.
 */
export async function seedDonationData(tx: Db, now: Date): Promise<boolean> {
  if (!(await needsDonationData(tx))) return false;
  const causes = await tx
    .insert(donationCauses)
    .values(
      DEMO_DONATION_CAUSES.map((cause, i) => ({
        slug: cause.slug,
        kind: cause.kind,
        title: cause.title,
        summary: cause.summary,
        description: cause.description,
        translations: spanish(SPANISH_DONATION_CAUSES[cause.slug]),
        goalCents: cause.goalCents,
        closesAt: cause.closesInDays === null ? null : dayAt(cause.closesInDays, now),
        sortOrder: i,
      })),
    )
    .returning({ id: donationCauses.id, title: donationCauses.title });
  const causeIds = new Map(causes.map((cause) => [cause.title, cause.id]));
  for (const cause of causes) {
    await tx
      .update(donations)
      .set({ causeId: cause.id })
      .where(and(isNull(donations.causeId), eq(donations.cause, cause.title)));
  }

  for (const email of new Set(DEMO_STAFF_DONATIONS.map((d) => d.email))) {
    const [person] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    if (!person) continue;
    const [given] = await tx.select({ n: count() }).from(donations).where(eq(donations.userId, person.id));
    if ((given?.n ?? 0) > 0) continue;
    for (const donation of DEMO_STAFF_DONATIONS.filter((d) => d.email === email)) {
      const paidAt = dayAt(-donation.daysAgo, now);
      await tx.insert(donations).values({
        reference: await nextReference(tx, 'donation', paidAt),
        userId: person.id,
        cause: donation.cause,
        causeId: causeIds.get(donation.cause) ?? null,
        amountCents: donation.amountCents,
        anonymous: donation.anonymous,
        status: 'succeeded',
        receiptNumber: await nextReference(tx, 'receipt', paidAt),
        paidAt,
        paymentLabel: DEMO_PAYMENT_LABEL,
        createdAt: paidAt,
        updatedAt: paidAt,
      });
    }
  }
  return true;
}
