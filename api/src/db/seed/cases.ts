import { count, eq, isNotNull } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

import { addCaseEvent } from '../cases';
import type { Db } from '../client';
import { nextReference } from '../references';
import {
  caseEvents,
  complaints,
  complaintTypes,
  disputeAnswers,
  disputeBccRecipients,
  disputeCriteria,
  disputes,
  disputeTypes,
  users,
} from '../schema';
import { userColumns } from '../users';
import { spanish, SPANISH_COMPLAINT_TYPES, SPANISH_DISPUTE_CRITERIA, SPANISH_DISPUTE_TYPES } from './spanish';

const DAY_MS = 86_400_000;

export const DEMO_COMPLAINT_TYPES = [
  { name: 'Potholes', description: 'Holes or broken surface on a road, lane or parking area.' },
  { name: 'Streetlight out', description: 'A streetlight that is off, flickering or on during the day.' },
  { name: 'Missed garbage collection', description: 'Household waste or recycling not collected on the scheduled day.' },
  { name: 'Graffiti', description: 'Graffiti on public property: walls, signs, benches, bus shelters.' },
  { name: 'Noise', description: 'Persistent noise from a property, venue or works outside permitted hours.' },
  { name: 'Water leak', description: 'Water leaking from a main, hydrant, meter or pipe in a public place.' },
] as const;

export const DEMO_DISPUTE_TYPES = [
  {
    slug: 'water-billing',
    name: 'Water bill',
    description: 'Dispute the amount of a water bill, for example after a leak or a misread meter.',
    requirements: 'Your water bill, your meter number and a recent photo of the meter reading.',
    criteria: [
      {
        question: 'Was there a leak on your property during the billing period?',
        help: 'If there was, say when it was repaired when you tell us why the bill is wrong.',
        required: true,
      },
      { question: 'Was the meter read on site?', help: 'The bill says whether the reading was actual or estimated.', required: true },
      { question: 'What reading does your meter show today?', help: 'Optional, but it helps us check quickly.', required: false },
    ],
  },
  {
    slug: 'electricity-billing',
    name: 'Electricity bill',
    description: 'Dispute the amount of an electricity bill, for example an estimated reading or a wrong tariff.',
    requirements: 'Your electricity bill, your meter number and a recent photo of the meter display.',
    criteria: [
      { question: 'Was the meter read on site?', help: 'The bill says whether the reading was actual or estimated.', required: true },
      { question: 'Did your household change during the billing period (people, appliances)?', help: '', required: false },
    ],
  },
  {
    slug: 'property-rates',
    name: 'Property rates',
    description: 'Dispute the rates charged on your property, for example its valuation or category.',
    requirements: 'Your rates notice and, if you have one, a recent independent valuation.',
    criteria: [
      { question: 'Do you dispute the valuation of the property?', help: '', required: true },
      { question: 'Do you dispute the category (residential, business, vacant land)?', help: '', required: true },
    ],
  },
] as const;

export const DEMO_DISPUTE_BCC_RECIPIENTS = [
  { email: 'billing@riverton.example.org', name: 'Billing office' },
  { email: 'utilities@riverton.example.org', name: 'Utilities department' },
] as const;

async function isEmpty(db: Db, table: PgTable): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(table);
  return (row?.n ?? 0) === 0;
}

async function hasComplaintTimelines(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(caseEvents).where(isNotNull(caseEvents.complaintId));
  return (row?.n ?? 0) > 0;
}

export async function needsCaseData(db: Db): Promise<boolean> {
  return (
    (await isEmpty(db, complaintTypes)) ||
    (await isEmpty(db, disputeTypes)) ||
    (await isEmpty(db, disputeBccRecipients)) ||
    (await isEmpty(db, disputes)) ||
    !(await hasComplaintTimelines(db))
  );
}

async function staffMember(tx: Db) {
  const [admin] = await tx.select(userColumns).from(users).where(eq(users.email, 'admin@example.org')).limit(1);
  return admin;
}

/**
 * Each when its table is empty: complaint types, dispute types (with criteria), dispute BCC
 * recipients, timelines for complaints that have none (the demo super user's), and one rejected
 * dispute of the demo admin, so staff screens have something to show. The demo resident keeps
 * no complaints or disputes. Returns whether it seeded anything.
 */
export async function seedCaseData(tx: Db, now: Date): Promise<boolean> {
  let seeded = false;
  if (await isEmpty(tx, complaintTypes)) {
    await tx
      .insert(complaintTypes)
      .values(DEMO_COMPLAINT_TYPES.map((t, i) => ({ ...t, translations: spanish(SPANISH_COMPLAINT_TYPES[t.name]), sortOrder: i })));
    seeded = true;
  }
  if (await isEmpty(tx, disputeTypes)) {
    for (const [i, type] of DEMO_DISPUTE_TYPES.entries()) {
      const [row] = await tx
        .insert(disputeTypes)
        .values({
          slug: type.slug,
          name: type.name,
          description: type.description,
          requirements: type.requirements,
          translations: spanish(SPANISH_DISPUTE_TYPES[type.slug]),
          sortOrder: i,
        })
        .returning({ id: disputeTypes.id });
      if (!row) throw new Error('seeding dispute types returned no id');
      await tx.insert(disputeCriteria).values(
        type.criteria.map((c, j) => ({
          ...c,
          translations: spanish(SPANISH_DISPUTE_CRITERIA[c.question]),
          disputeTypeId: row.id,
          sortOrder: j,
        })),
      );
    }
    seeded = true;
  }
  if (await isEmpty(tx, disputeBccRecipients)) {
    await tx.insert(disputeBccRecipients).values([...DEMO_DISPUTE_BCC_RECIPIENTS]);
    seeded = true;
  }

  const staff = await staffMember(tx);
  if (staff && !(await hasComplaintTimelines(tx))) {
    const rows = await tx
      .select({ complaint: complaints, owner: userColumns })
      .from(complaints)
      .innerJoin(users, eq(users.id, complaints.userId));
    for (const { complaint, owner } of rows) {
      const at = (days: number) => new Date(complaint.createdAt.getTime() + days * DAY_MS);
      await addCaseEvent(tx, 'complaint', complaint.id, {
        kind: 'status',
        to: 'submitted',
        author: 'resident',
        by: owner,
        at: complaint.createdAt,
      });
      if (complaint.status === 'submitted') continue;
      const reviewed = complaint.status === 'rejected' ? 'rejected' : 'in_progress';
      await addCaseEvent(tx, 'complaint', complaint.id, {
        kind: 'status',
        from: 'submitted',
        to: reviewed,
        note: reviewed === 'rejected' ? 'This is not a matter the municipality handles.' : 'A crew has been scheduled to look at it.',
        author: 'staff',
        by: staff,
        at: at(1),
      });
      if (complaint.status === 'resolved') {
        await addCaseEvent(tx, 'complaint', complaint.id, {
          kind: 'status',
          from: 'in_progress',
          to: 'resolved',
          note: 'Fixed. Thank you for letting us know.',
          author: 'staff',
          by: staff,
          at: at(3),
        });
      }
    }
    seeded = rows.length > 0 || seeded;
  }

  if (staff && (await isEmpty(tx, disputes))) {
    const [type] = await tx.select().from(disputeTypes).where(eq(disputeTypes.slug, 'water-billing')).limit(1);
    if (type) {
      const createdAt = new Date(now.getTime() - 12 * DAY_MS);
      const rejectedAt = new Date(now.getTime() - 5 * DAY_MS);
      const [dispute] = await tx
        .insert(disputes)
        .values({
          reference: await nextReference(tx, 'dispute', createdAt),
          userId: staff.id,
          disputeTypeId: type.id,
          propertyLabel: '18 Harbor Street, Downtown, Brookfield 12340',
          billingPeriod: `${createdAt.getUTCFullYear()}-${String(createdAt.getUTCMonth() + 1).padStart(2, '0')}`,
          amountDisputedCents: 18_450,
          description: 'The bill is three times the usual amount although nothing changed in the household.',
          status: 'rejected',
          rejectedAt,
          createdAt,
          updatedAt: rejectedAt,
        })
        .returning({ id: disputes.id });
      if (!dispute) throw new Error('seeding a dispute returned no id');
      const criteria = await tx
        .select()
        .from(disputeCriteria)
        .where(eq(disputeCriteria.disputeTypeId, type.id))
        .orderBy(disputeCriteria.sortOrder);
      const answers = ['No', 'No, it was estimated', '04512'];
      await tx
        .insert(disputeAnswers)
        .values(criteria.map((c, i) => ({ disputeId: dispute.id, criterionId: c.id, question: c.question, answer: answers[i] ?? 'No' })));
      const day = (n: number) => new Date(createdAt.getTime() + n * DAY_MS);
      await addCaseEvent(tx, 'dispute', dispute.id, { kind: 'status', to: 'submitted', author: 'resident', by: staff, at: createdAt });
      await addCaseEvent(tx, 'dispute', dispute.id, {
        kind: 'status',
        from: 'submitted',
        to: 'under_review',
        note: 'We asked the meter readers to check the meter.',
        author: 'staff',
        by: staff,
        at: day(2),
      });
      await addCaseEvent(tx, 'dispute', dispute.id, {
        kind: 'status',
        from: 'under_review',
        to: 'rejected',
        note: 'The meter was read on site and shows the same consumption; the bill stands.',
        author: 'staff',
        by: staff,
        at: rejectedAt,
      });
      seeded = true;
    }
  }
  return seeded;
}
