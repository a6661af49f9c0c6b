import type { Campaign, CommunityGroup, Legislation, Project } from '@portal/shared/contracts';

import type { CampaignRow, CommunityGroupRow, LegislationRow, ProjectRow } from './db/schema';

// As serializers.ts, for the engagement and public-information tables (polls, petitions and
// documents are assembled where they are queried: db/polls.ts, db/petitions.ts, routes/documents).

export function toCampaign(row: CampaignRow): Campaign {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    body: row.body,
    image_url: row.imageUrl,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt?.toISOString() ?? null,
  };
}

export function toCommunityGroup(row: CommunityGroupRow): CommunityGroup {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    description: row.description,
    meeting_info: row.meetingInfo,
    contact_email: row.contactEmail,
    url: row.url,
  };
}

/** Dates are plain `YYYY-MM-DD` calendar days. */
export function toProject(row: ProjectRow): Project {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    type: row.type,
    status: row.status,
    summary: row.summary,
    location: row.location,
    budget_cents: row.budgetCents,
    start_date: row.startDate,
    end_date: row.endDate,
  };
}

/** `adopted_on` is a plain `YYYY-MM-DD` calendar day. */
export function toLegislation(row: LegislationRow): Legislation {
  return {
    id: row.id,
    number: row.number,
    title: row.title,
    kind: row.kind,
    summary: row.summary,
    adopted_on: row.adoptedOn,
    document_url: row.documentUrl,
  };
}
