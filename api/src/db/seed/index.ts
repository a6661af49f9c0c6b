import { count, sql } from 'drizzle-orm';

import { hashPassword } from '../../lib/passwords';
import { MIGRATION_LOCK_ID, type Db } from '../client';
import { nextReference } from '../references';
import { complaints, donations, news, users } from '../schema';
import { needsCaseData, seedCaseData } from './cases';
import { needsConfigurationData, seedConfigurationData } from './configuration';
import { DEMO_COMPLAINTS, DEMO_DONATIONS, DEMO_NEWS, DEMO_PASSWORDS } from './data';
import { DEMO_PAYMENT_LABEL, needsDonationData, seedDonationData } from './donations';
import { needsEngagementData, seedEngagementData } from './engagement';
import { hasOrganization, seedInformation } from './information';
import { hasTowns, seedReferenceData } from './reference';
import { spanish, SPANISH_NEWS } from './spanish';

const DAY_MS = 86_400_000;

async function hasUsers(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) > 0;
}

/** Mid-afternoon UTC on the day n days ago, so dates read naturally in US time zones. */
function daysAgo(n: number, now: Date): Date {
  const day = new Date(now.getTime() - n * DAY_MS);
  day.setUTCHours(15, 0, 0, 0);
  return day;
}

/**
 * Loads the demo people and content when the users table is empty, the demo reference data
 * (with the resident's property) when the towns table is empty, and the information pages'
 * data (organization, chat groups, emergency contacts and guides, council members) when the
 * organization table is empty, so that a database seeded before either existed gets it too.
 * Returns whether it loaded anything. Safe to call on every start and from several processes at once.
 */
export async function seedDemoData(db: Db, { now = new Date(), passwordCost }: { now?: Date; passwordCost: number }): Promise<boolean> {
  // Checked before hashing too, so a restart does not spend a second on scrypt for nothing.
  const needsPeople = !(await hasUsers(db));
  if (
    !needsPeople &&
    (await hasTowns(db)) &&
    (await hasOrganization(db)) &&
    !(await needsEngagementData(db)) &&
    !(await needsCaseData(db)) &&
    !(await needsDonationData(db)) &&
    !(await needsConfigurationData(db))
  ) {
    return false;
  }
  const hashes = needsPeople
    ? await Promise.all([
        hashPassword(DEMO_PASSWORDS.resident, passwordCost),
        hashPassword(DEMO_PASSWORDS.super, passwordCost),
        hashPassword(DEMO_PASSWORDS.admin, passwordCost),
      ])
    : null;

  return db.transaction(async (tx) => {
    // Two processes starting together on one PostgreSQL must not both see "empty".
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
    let seeded = false;
    if (hashes && !(await hasUsers(tx))) {
      await seedPeople(tx, hashes, now);
      seeded = true;
    }
    if (!(await hasTowns(tx))) {
      await seedReferenceData(tx);
      seeded = true;
    }
    if (!(await hasOrganization(tx))) {
      await seedInformation(tx);
      seeded = true;
    }
    // Polls, petitions, campaigns, documents, community groups, projects, legislation: each when its table is empty.
    if (await seedEngagementData(tx, now)) seeded = true;
    // Complaint and dispute types, dispute BCC recipients, demo timelines and a rejected dispute of the admin.
    if (await seedCaseData(tx, now)) seeded = true;
    // Donation causes, the demo donations linked to them, and paid donations of the super user and admin.
    if (await seedDonationData(tx, now)) seeded = true;
    // The departments and municipal request types of the configuration screens.
    if (await seedConfigurationData(tx)) seeded = true;
    return seeded;
  });
}

/** The three demo accounts and their news, complaints and donations. */
async function seedPeople(tx: Db, [resident, superUser, admin]: [string, string, string], now: Date): Promise<void> {
  const [residentRow, superRow] = await tx
    .insert(users)
    .values([
      {
        email: 'resident@example.org',
        passwordHash: resident,
        firstName: 'Rosa',
        lastName: 'Martinez',
        ownership: 'owner',
        primaryContact: '(555) 201-3344',
        identificationType: 'drivers_license',
        identificationNumber: 'D1234-5678',
      },
      { email: 'super@example.org', passwordHash: superUser, firstName: 'Sam', lastName: 'Super', isSuperuser: true },
      { email: 'admin@example.org', passwordHash: admin, firstName: 'Alex', lastName: 'Admin', isSuperuser: true, isAdmin: true },
    ])
    .returning({ id: users.id });
  if (!residentRow || !superRow) throw new Error('seeding users returned no ids');

  await tx.insert(news).values(
    DEMO_NEWS.map((item) => {
      const day = daysAgo(item.daysAgo, now);
      const publishedAt = item.published ? day : null;
      // A published story was written the day before it went out.
      const createdAt = item.published ? new Date(day.getTime() - DAY_MS) : day;
      return {
        slug: item.slug,
        title: item.title,
        summary: item.summary,
        body: item.body,
        translations: spanish(SPANISH_NEWS[item.slug]),
        isPublished: publishedAt !== null,
        publishedAt,
        createdAt,
        updatedAt: publishedAt ?? createdAt,
      };
    }),
  );

  for (const complaint of DEMO_COMPLAINTS) {
    const createdAt = daysAgo(complaint.daysAgo, now);
    await tx.insert(complaints).values({
      reference: await nextReference(tx, 'complaint', createdAt),
      userId: superRow.id,
      complaintType: complaint.complaintType,
      description: complaint.description,
      status: complaint.status,
      createdAt,
      updatedAt: createdAt,
    });
  }

  for (const donation of DEMO_DONATIONS) {
    const createdAt = daysAgo(donation.daysAgo, now);
    const paid = donation.status === 'succeeded';
    // Linked to its cause by title once the causes are seeded (seed-donations.ts).
    await tx.insert(donations).values({
      reference: await nextReference(tx, 'donation', createdAt),
      userId: residentRow.id,
      cause: donation.cause,
      amountCents: donation.amountCents,
      status: donation.status,
      receiptNumber: paid ? await nextReference(tx, 'receipt', createdAt) : null,
      paidAt: paid ? createdAt : null,
      paymentLabel: paid ? DEMO_PAYMENT_LABEL : null,
      createdAt,
      updatedAt: createdAt,
    });
  }
}
