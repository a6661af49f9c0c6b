import type { Campaign, CommunityGroup, Legislation, Project } from '@portal/shared/contracts';

import type { CampaignRow, CommunityGroupRow, LegislationRow, ProjectRow } from './db/schema';
import { inLanguage, type Reading } from './lib/content-language';

// As serializers.ts, for the engagement and public-information tables (polls, petitions and
// documents are assembled where they are queried: db/polls.ts, db/petitions.ts, routes/documents).

export function toCampaign(row: CampaignRow, reading: Reading): Campaign {
  return {
    id: row.id,
    slug: row.slug,
    ...inLanguage(reading, row.translations, { title: row.title, summary: row.summary, body: row.body }),
    image_url: row.imageUrl,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt?.toISOString() ?? null,
  };
}

export function toCommunityGroup(row: CommunityGroupRow, reading: Reading): CommunityGroup {
  return {
    id: row.id,
    ...inLanguage(reading, row.translations, {
      name: row.name,
      category: row.category,
      description: row.description,
      meeting_info: row.meetingInfo,
    }),
    contact_email: row.contactEmail,
    url: row.url,
  };
}

/** Dates are plain `YYYY-MM-DD` calendar days. */
export function toProject(row: ProjectRow, reading: Reading): Project {
  const words = inLanguage(reading, row.translations, { title: row.title, summary: row.summary, location: row.location });
  return {
    id: row.id,
    slug: row.slug,
    ...words,
    type: row.type,
    status: row.status,
    budget_cents: row.budgetCents,
    start_date: row.startDate,
    end_date: row.endDate,
  };
}

/** `adopted_on` is a plain `YYYY-MM-DD` calendar day. */
export function toLegislation(row: LegislationRow, reading: Reading): Legislation {
  const words = inLanguage(reading, row.translations, { title: row.title, summary: row.summary });
  return {
    id: row.id,
    number: row.number,
    ...words,
    kind: row.kind,
    adopted_on: row.adoptedOn,
    document_url: row.documentUrl,
  };
}
