import { createHash } from 'node:crypto';

import { count, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

import { simplePdf } from '../../lib/pdf';
import type { Db } from '../client';
import {
  campaigns,
  communityGroups,
  documentCategories,
  documents,
  documentSubcategories,
  legislation,
  petitions,
  pollOptions,
  polls,
  pollVotes,
  projects,
  storedFiles,
  users,
} from '../schema';
import {
  DEMO_CAMPAIGNS,
  DEMO_COMMUNITY_GROUPS,
  DEMO_DOCUMENT_CATEGORIES,
  DEMO_DOCUMENTS,
  DEMO_LEGISLATION,
  DEMO_PETITIONS,
  DEMO_POLLS,
  DEMO_PROJECTS,
} from './engagement-data';
import {
  spanish,
  SPANISH_CAMPAIGNS,
  SPANISH_COMMUNITY_GROUPS,
  SPANISH_DOCUMENT_CATEGORIES,
  SPANISH_DOCUMENT_SUBCATEGORIES,
  SPANISH_DOCUMENTS,
  SPANISH_LEGISLATION,
  SPANISH_PETITIONS,
  SPANISH_PROJECTS,
  spanishPoll,
} from './spanish';

const DAY_MS = 86_400_000;

/** Mid-afternoon UTC on the day n days from now (negative: ago), so dates read naturally in US time zones. */
function dayAt(n: number, now: Date): Date {
  const day = new Date(now.getTime() + n * DAY_MS);
  day.setUTCHours(15, 0, 0, 0);
  return day;
}

/** `YYYY-MM-DD` of the day n days from now (negative: ago), in UTC. */
function dateOnly(n: number, now: Date): string {
  return new Date(now.getTime() + n * DAY_MS).toISOString().slice(0, 10);
}

async function isEmpty(db: Db, table: PgTable): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(table);
  return (row?.n ?? 0) === 0;
}

/**
 * Each group's demo content is seeded when its table is empty: polls, petitions, campaigns,
 * document categories (with the documents), community groups, projects, legislation.
 */
const GROUPS: Array<[PgTable, (tx: Db, now: Date) => Promise<void>]> = [
  [polls, seedPolls],
  [petitions, seedPetitions],
  [campaigns, seedCampaigns],
  [documentCategories, seedDocuments],
  [communityGroups, seedCommunityGroups],
  [projects, seedProjects],
  [legislation, seedLegislation],
];

/** Whether any group of engagement demo content is missing. */
export async function needsEngagementData(db: Db): Promise<boolean> {
  for (const [table] of GROUPS) if (await isEmpty(db, table)) return true;
  return false;
}

/**
 * Loads the engagement demo content whose tables are empty; run it in the seeding transaction,
 * after the demo people (poll votes are theirs). Returns whether it loaded anything.
 */
export async function seedEngagementData(tx: Db, now: Date = new Date()): Promise<boolean> {
  let seeded = false;
  for (const [table, seed] of GROUPS) {
    if (!(await isEmpty(tx, table))) continue;
    await seed(tx, now);
    seeded = true;
  }
  return seeded;
}

async function seedPolls(tx: Db, now: Date): Promise<void> {
  const voters = new Set(DEMO_POLLS.flatMap((poll) => Object.keys(poll.votes)));
  const people = voters.size
    ? await tx
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(inArray(users.email, [...voters]))
    : [];
  const idByEmail = new Map(people.map((person) => [person.email, person.id]));

  for (const [index, poll] of DEMO_POLLS.entries()) {
    const opensAt = dayAt(poll.opensInDays, now);
    const versions = spanishPoll(poll.slug);
    const [row] = await tx
      .insert(polls)
      .values({
        slug: poll.slug,
        title: poll.title,
        description: poll.description,
        translations: versions.poll,
        opensAt,
        closesAt: dayAt(poll.closesInDays, now),
        sortOrder: index,
        createdAt: new Date(opensAt.getTime() - 2 * DAY_MS),
        updatedAt: new Date(opensAt.getTime() - 2 * DAY_MS),
      })
      .returning({ id: polls.id });
    if (!row) throw new Error('seeding polls returned no id');
    const options = await tx
      .insert(pollOptions)
      .values(
        poll.options.map((option, sortOrder) => ({
          pollId: row.id,
          label: option.label,
          translations: versions.option(sortOrder),
          baseVotes: option.baseVotes,
          sortOrder,
        })),
      )
      .returning({ id: pollOptions.id });
    const votes = Object.entries(poll.votes).flatMap(([email, optionIndex]) => {
      const userId = idByEmail.get(email);
      const option = options[optionIndex];
      return userId && option ? [{ pollId: row.id, optionId: option.id, userId, createdAt: new Date(opensAt.getTime() + DAY_MS) }] : [];
    });
    if (votes.length > 0) await tx.insert(pollVotes).values(votes);
  }
}

async function seedPetitions(tx: Db, now: Date): Promise<void> {
  await tx.insert(petitions).values(
    DEMO_PETITIONS.map((petition, sortOrder) => {
      const createdAt = dayAt(petition.closesInDays - 90, now);
      return {
        title: petition.title,
        summary: petition.summary,
        body: petition.body,
        translations: spanish(SPANISH_PETITIONS[petition.title]),
        goal: petition.goal,
        baseSignatures: petition.baseSignatures,
        closesAt: dayAt(petition.closesInDays, now),
        sortOrder,
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );
}

async function seedCampaigns(tx: Db, now: Date): Promise<void> {
  await tx.insert(campaigns).values(
    DEMO_CAMPAIGNS.map((campaign) => ({
      slug: campaign.slug,
      title: campaign.title,
      summary: campaign.summary,
      body: campaign.body,
      translations: spanish(SPANISH_CAMPAIGNS[campaign.slug]),
      startsAt: dayAt(campaign.startsInDays, now),
      endsAt: campaign.endsInDays === null ? null : dayAt(campaign.endsInDays, now),
      isPublished: true,
    })),
  );
}

async function seedDocuments(tx: Db, now: Date): Promise<void> {
  const ids = new Map<string, { categoryId: number; subcategories: Map<string, number> }>();
  for (const [sortOrder, category] of DEMO_DOCUMENT_CATEGORIES.entries()) {
    const [row] = await tx
      .insert(documentCategories)
      .values({ name: category.name, translations: spanish(SPANISH_DOCUMENT_CATEGORIES[category.name]), sortOrder })
      .returning({ id: documentCategories.id });
    if (!row) throw new Error('seeding document categories returned no id');
    const subcategories = await tx
      .insert(documentSubcategories)
      .values(
        category.subcategories.map((name, order) => ({
          categoryId: row.id,
          name,
          translations: spanish(SPANISH_DOCUMENT_SUBCATEGORIES[name]),
          sortOrder: order,
        })),
      )
      .returning({ id: documentSubcategories.id, name: documentSubcategories.name });
    ids.set(category.name, { categoryId: row.id, subcategories: new Map(subcategories.map((s) => [s.name, s.id])) });
  }

  for (const document of DEMO_DOCUMENTS) {
    const category = ids.get(document.category);
    const subcategoryId = document.subcategory === null ? null : category?.subcategories.get(document.subcategory);
    if (!category || subcategoryId === undefined) throw new Error(`demo document ${document.slug} names an unknown category`);
    const content = document.content
      ? Buffer.from(document.content.text, 'utf8')
      : simplePdf(document.title, [document.description, 'City of Riverton. Demo document generated by the community services portal.']);
    const [file] = await tx
      .insert(storedFiles)
      .values({
        content,
        contentType: document.content?.type ?? 'application/pdf',
        size: content.length,
        sha256: createHash('sha256').update(content).digest('hex'),
        kind: 'document',
      })
      .returning({ id: storedFiles.id });
    if (!file) throw new Error('seeding stored files returned no id');
    const publishedAt = document.publishedDaysAgo === null ? null : dayAt(-document.publishedDaysAgo, now);
    const createdAt = publishedAt ?? dayAt(-1, now);
    await tx.insert(documents).values({
      slug: document.slug,
      title: document.title,
      description: document.description,
      translations: spanish(SPANISH_DOCUMENTS[document.slug]),
      categoryId: category.categoryId,
      subcategoryId,
      fileId: file.id,
      fileName: document.fileName,
      isPublished: publishedAt !== null,
      publishedAt,
      createdAt,
      updatedAt: createdAt,
    });
  }
}

async function seedCommunityGroups(tx: Db): Promise<void> {
  await tx
    .insert(communityGroups)
    .values(DEMO_COMMUNITY_GROUPS.map((group) => ({ ...group, translations: spanish(SPANISH_COMMUNITY_GROUPS[group.name]) })));
}

async function seedProjects(tx: Db, now: Date): Promise<void> {
  await tx.insert(projects).values(
    DEMO_PROJECTS.map(({ startInDays, endInDays, ...project }) => ({
      ...project,
      translations: spanish(SPANISH_PROJECTS[project.slug]),
      startDate: startInDays === null ? null : dateOnly(startInDays, now),
      endDate: endInDays === null ? null : dateOnly(endInDays, now),
    })),
  );
}

const KIND_NAMES = { ordinance: 'Ordinance', resolution: 'Resolution', bylaw: 'Bylaw' } as const;

async function seedLegislation(tx: Db, now: Date): Promise<void> {
  await tx.insert(legislation).values(
    DEMO_LEGISLATION.map((item) => {
      const adoptedOn = dateOnly(-item.adoptedDaysAgo, now);
      return {
        number: `${KIND_NAMES[item.kind]} ${adoptedOn.slice(0, 4)}-${String(item.sequence).padStart(2, '0')}`,
        title: item.title,
        kind: item.kind,
        summary: item.summary,
        translations: spanish(SPANISH_LEGISLATION[item.title]),
        adoptedOn,
        documentUrl: item.documentUrl ?? null,
      };
    }),
  );
}
