import { eq, type SQL } from 'drizzle-orm';

import {
  APPEAL_WINDOW_DAYS,
  type Appeal,
  type AppealDetail,
  type ComplaintDetail,
  type Dispute,
  type DisputeDetail,
  type Page,
  type PageQuery,
  type StaffAppeal,
  type StaffComplaint,
  type StaffDispute,
} from '@portal/shared/contracts';

import { canSee, loadCaseUploads, loadTimeline, residentOf } from '../db/cases';
import type { Db } from '../db/client';
import { appeals, complaints, disputeAnswers, disputes, disputeTypes, users } from '../db/schema';
import type { User } from '../db/users';
import { pageTotal, selectNewestPage } from '../lib/pagination';
import { toComplaint } from '../serializers';

// Cases as the API shows them: lists, and one case with its files and timeline. Loaders of one
// case answer null when the viewer may not see it (only its owner and staff may).

const DAY_MS = 86_400_000;
const owner = { firstName: users.firstName, lastName: users.lastName, email: users.email };

export async function loadComplaintDetail(db: Db, id: number, viewer: User): Promise<ComplaintDetail | null> {
  const [row] = await db
    .select({ complaint: complaints, owner })
    .from(complaints)
    .innerJoin(users, eq(users.id, complaints.userId))
    .where(eq(complaints.id, id))
    .limit(1);
  if (!row || !canSee(viewer, row.complaint.userId)) return null;
  const [photos, timeline] = await Promise.all([loadCaseUploads(db, 'complaint', id), loadTimeline(db, 'complaint', id)]);
  return {
    ...toComplaint(row.complaint),
    location: row.complaint.location,
    property_id: row.complaint.propertyId,
    photos,
    timeline,
    resident: residentOf(row.owner),
  };
}

/** Disputes with their type, appeal and owner; `total` is for lists (selectPage), lookups ignore it. */
function selectDisputes(db: Db) {
  return db
    .select({
      dispute: disputes,
      type: { id: disputeTypes.id, slug: disputeTypes.slug, name: disputeTypes.name },
      appealId: appeals.id,
      owner,
      total: pageTotal,
    })
    .from(disputes)
    .innerJoin(disputeTypes, eq(disputeTypes.id, disputes.disputeTypeId))
    .innerJoin(users, eq(users.id, disputes.userId))
    .leftJoin(appeals, eq(appeals.disputeId, disputes.id));
}
type DisputeRowWithNames = Awaited<ReturnType<typeof selectDisputes>>[number];

/** The last moment an appeal may be lodged: APPEAL_WINDOW_DAYS after the rejection. */
export function appealDeadline(rejectedAt: Date | null): Date | null {
  return rejectedAt ? new Date(rejectedAt.getTime() + APPEAL_WINDOW_DAYS * DAY_MS) : null;
}

/** Whether the dispute's owner may appeal it now: rejected, within the window, not appealed yet. */
export function appealOpen(dispute: { status: string; rejectedAt: Date | null }, appealId: number | null, now: Date): boolean {
  const deadline = appealDeadline(dispute.rejectedAt);
  return dispute.status === 'rejected' && appealId === null && deadline !== null && now.getTime() <= deadline.getTime();
}

function toDispute(row: DisputeRowWithNames, viewer: User, now: Date): Dispute {
  const d = row.dispute;
  return {
    id: d.id,
    reference: d.reference,
    type: row.type,
    property: d.propertyLabel,
    billing_period: d.billingPeriod,
    amount_disputed_cents: d.amountDisputedCents,
    status: d.status,
    created_at: d.createdAt.toISOString(),
    appeal_deadline: appealDeadline(d.rejectedAt)?.toISOString() ?? null,
    can_appeal: viewer.id === d.userId && appealOpen(d, row.appealId, now),
    appeal_id: row.appealId,
  };
}

export async function loadDisputeDetail(db: Db, id: number, viewer: User, now = new Date()): Promise<DisputeDetail | null> {
  const [row] = await selectDisputes(db).where(eq(disputes.id, id)).limit(1);
  if (!row || !canSee(viewer, row.dispute.userId)) return null;
  const [answers, evidence, timeline] = await Promise.all([
    db.select().from(disputeAnswers).where(eq(disputeAnswers.disputeId, id)).orderBy(disputeAnswers.id),
    loadCaseUploads(db, 'dispute', id),
    loadTimeline(db, 'dispute', id),
  ]);
  return {
    ...toDispute(row, viewer, now),
    description: row.dispute.description,
    answers: answers.map((a) => ({ criterion_id: a.criterionId, question: a.question, answer: a.answer })),
    evidence,
    timeline,
    resident: residentOf(row.owner),
  };
}

function disputePage<T>(db: Db, query: PageQuery, where: SQL | undefined, item: (row: DisputeRowWithNames) => T) {
  return selectNewestPage(query, disputes, () => selectDisputes(db).where(where), item);
}

/** A resident's own disputes: nobody's name in them. */
export async function loadDisputePage(db: Db, query: PageQuery, where: SQL | undefined, viewer: User, now = new Date()) {
  return disputePage(db, query, where, (row) => toDispute(row, viewer, now));
}

/** Staff's list of everyone's disputes: each with who lodged it. Only for staff's routes. */
export async function loadStaffDisputePage(
  db: Db,
  query: PageQuery,
  where: SQL | undefined,
  viewer: User,
  now = new Date(),
): Promise<Page<StaffDispute>> {
  return disputePage(db, query, where, (row) => ({ ...toDispute(row, viewer, now), lodged_by: residentOf(row.owner) }));
}

/** Appeals with their dispute's reference and owner; `total` is for lists (selectPage), lookups ignore it. */
function selectAppeals(db: Db) {
  return db
    .select({ appeal: appeals, disputeReference: disputes.reference, owner, total: pageTotal })
    .from(appeals)
    .innerJoin(disputes, eq(disputes.id, appeals.disputeId))
    .innerJoin(disputeTypes, eq(disputeTypes.id, disputes.disputeTypeId))
    .innerJoin(users, eq(users.id, appeals.userId));
}
type AppealRowWithNames = Awaited<ReturnType<typeof selectAppeals>>[number];

function toAppeal(row: AppealRowWithNames): Appeal {
  return {
    id: row.appeal.id,
    reference: row.appeal.reference,
    dispute_id: row.appeal.disputeId,
    dispute_reference: row.disputeReference,
    status: row.appeal.status,
    created_at: row.appeal.createdAt.toISOString(),
  };
}

export async function loadAppealDetail(db: Db, id: number, viewer: User): Promise<AppealDetail | null> {
  const [row] = await selectAppeals(db).where(eq(appeals.id, id)).limit(1);
  if (!row || !canSee(viewer, row.appeal.userId)) return null;
  const [evidence, timeline] = await Promise.all([loadCaseUploads(db, 'appeal', id), loadTimeline(db, 'appeal', id)]);
  return { ...toAppeal(row), reason: row.appeal.reason, evidence, timeline, resident: residentOf(row.owner) };
}

function appealPage<T>(db: Db, query: PageQuery, where: SQL | undefined, item: (row: AppealRowWithNames) => T) {
  return selectNewestPage(query, appeals, () => selectAppeals(db).where(where), item);
}

/** A resident's own appeals: nobody's name in them. */
export async function loadAppealPage(db: Db, query: PageQuery, where: SQL | undefined) {
  return appealPage(db, query, where, toAppeal);
}

/** Staff's list of everyone's appeals: each with who lodged it. Only for staff's routes. */
export async function loadStaffAppealPage(db: Db, query: PageQuery, where: SQL | undefined): Promise<Page<StaffAppeal>> {
  return appealPage(db, query, where, (row) => ({ ...toAppeal(row), lodged_by: residentOf(row.owner) }));
}

/** Staff's list of everyone's complaints: each with who lodged it. Only for staff's routes. */
export async function loadStaffComplaintPage(db: Db, query: PageQuery, where: SQL | undefined): Promise<Page<StaffComplaint>> {
  return selectNewestPage(
    query,
    complaints,
    () =>
      db
        .select({ complaint: complaints, owner, total: pageTotal })
        .from(complaints)
        .innerJoin(users, eq(users.id, complaints.userId))
        .where(where),
    (row) => ({ ...toComplaint(row.complaint), lodged_by: residentOf(row.owner) }),
  );
}
