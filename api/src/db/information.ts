import { and, asc, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';

import type { ChatGroupQuery } from '@portal/shared/contracts';

import type { Db } from './client';
import {
  campaigns,
  chatGroups,
  communityGroups,
  councilMembers,
  emergencyContacts,
  legislation,
  projects,
  type CampaignRow,
  type ChatGroupRow,
  type CommunityGroupRow,
  type CouncilMemberRow,
  type EmergencyContactRow,
  type LegislationRow,
  type ProjectRow,
} from './schema';

/** Active council members, by sort order, then name. */
export async function activeCouncilMembers(db: Db): Promise<CouncilMemberRow[]> {
  return db
    .select()
    .from(councilMembers)
    .where(eq(councilMembers.isActive, true))
    .orderBy(asc(councilMembers.sortOrder), asc(councilMembers.name), asc(councilMembers.id));
}

/** Active community groups, by category, then name. */
export async function activeCommunityGroups(db: Db): Promise<CommunityGroupRow[]> {
  return db
    .select()
    .from(communityGroups)
    .where(eq(communityGroups.isActive, true))
    .orderBy(asc(communityGroups.category), asc(communityGroups.name), asc(communityGroups.id));
}

/** Active chat groups of one channel, by sort order, then name. */
export async function activeChatGroups(db: Db, channel: ChatGroupQuery['channel']): Promise<ChatGroupRow[]> {
  return db
    .select()
    .from(chatGroups)
    .where(and(eq(chatGroups.channel, channel), eq(chatGroups.isActive, true)))
    .orderBy(asc(chatGroups.sortOrder), asc(chatGroups.name), asc(chatGroups.id));
}

/** Active emergency contacts: the primary ones first, then by sort order, then name. */
export async function activeEmergencyContacts(db: Db): Promise<EmergencyContactRow[]> {
  return db
    .select()
    .from(emergencyContacts)
    .where(eq(emergencyContacts.isActive, true))
    .orderBy(desc(emergencyContacts.isPrimary), asc(emergencyContacts.sortOrder), asc(emergencyContacts.name), asc(emergencyContacts.id));
}

/**
 * Active projects, of one type when given: in progress, then planned (starting soonest), then
 * completed (latest first), each by sort order first.
 */
export async function activeProjects(db: Db, type?: ProjectRow['type']): Promise<ProjectRow[]> {
  return db
    .select()
    .from(projects)
    .where(and(eq(projects.isActive, true), type ? eq(projects.type, type) : undefined))
    .orderBy(
      sql`CASE ${projects.status} WHEN 'in_progress' THEN 0 WHEN 'planned' THEN 1 ELSE 2 END`,
      asc(projects.sortOrder),
      sql`CASE WHEN ${projects.status} = 'completed' THEN ${projects.endDate} END DESC NULLS LAST`,
      sql`${projects.startDate} ASC NULLS LAST`,
      asc(projects.title),
      asc(projects.id),
    );
}

/**
 * Published campaigns not ended at `now`: those running (ending soonest first), then those not
 * started yet (starting soonest first), each by sort order first.
 */
export async function currentCampaigns(db: Db, now: Date): Promise<CampaignRow[]> {
  const started = lte(campaigns.startsAt, now);
  return db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.isPublished, true), or(isNull(campaigns.endsAt), gt(campaigns.endsAt, now))))
    .orderBy(
      sql`CASE WHEN ${started} THEN 0 ELSE 1 END`,
      asc(campaigns.sortOrder),
      sql`CASE WHEN ${started} THEN ${campaigns.endsAt} END ASC NULLS LAST`,
      asc(campaigns.startsAt),
      asc(campaigns.id),
    );
}

/** Active legislation, newest adopted first, then by sort order. */
export async function activeLegislation(db: Db): Promise<LegislationRow[]> {
  return db
    .select()
    .from(legislation)
    .where(eq(legislation.isActive, true))
    .orderBy(desc(legislation.adoptedOn), asc(legislation.sortOrder), desc(legislation.id));
}

/** One active piece of legislation, or null. */
export async function findActiveLegislation(db: Db, id: number): Promise<LegislationRow | null> {
  const [row] = await db
    .select()
    .from(legislation)
    .where(and(eq(legislation.id, id), eq(legislation.isActive, true)))
    .limit(1);
  return row ?? null;
}
