import { sql } from 'drizzle-orm';

import { DOCUMENT_SUBCATEGORY_NOT_IN_CATEGORY, type ConfigResourceName } from '@portal/shared/contracts';

import {
  campaigns,
  documentCategories,
  documents,
  documentSubcategories,
  donationCauses,
  news,
  organization,
  petitions,
  petitionSignatures,
  pollOptions,
  polls,
  pollVotes,
} from '../db/schema';
import { stamps, type ConfigBinding } from './bind-resource';

// The content resources (what residents read, vote on, sign and download, and the organization)
// bound to their tables, as resource-tables.ts does for the reference data.

/**
 * The first publication is dated now. Unpublishing keeps the date, and so does publishing again,
 * so an item keeps its place in the residents' lists.
 */
const datePublication: ConfigBinding['derive'] = (changes, before) =>
  changes.is_published === true && !before?.published_at ? { published_at: sql`now()` } : {};

export const CONTENT_BINDINGS = {
  news: {
    table: news,
    columns: {
      ...stamps(news),
      slug: news.slug,
      title: news.title,
      summary: news.summary,
      body: news.body,
      image_url: news.imageUrl,
      is_published: news.isPublished,
      published_at: news.publishedAt,
    },
    derive: datePublication,
  },
  polls: {
    table: polls,
    columns: {
      ...stamps(polls),
      slug: polls.slug,
      title: polls.title,
      description: polls.description,
      opens_at: polls.opensAt,
      closes_at: polls.closesAt,
      is_active: polls.isActive,
      sort_order: polls.sortOrder,
    },
    constraints: { polls_closes_after_opens: { field: 'closes_at', message: 'The poll must close after it opens.' } },
    inUse: [{ table: pollVotes, column: pollVotes.pollId, label: 'votes', one: 'vote' }],
  },
  'poll-options': {
    table: pollOptions,
    columns: {
      ...stamps(pollOptions),
      poll_id: pollOptions.pollId,
      label: pollOptions.label,
      base_votes: pollOptions.baseVotes,
      sort_order: pollOptions.sortOrder,
    },
    unique: { poll_options_poll_label_idx: 'label' },
    inUse: [{ table: pollVotes, column: pollVotes.optionId, label: 'votes', one: 'vote' }],
  },
  campaigns: {
    table: campaigns,
    columns: {
      ...stamps(campaigns),
      slug: campaigns.slug,
      title: campaigns.title,
      summary: campaigns.summary,
      body: campaigns.body,
      image_url: campaigns.imageUrl,
      starts_at: campaigns.startsAt,
      ends_at: campaigns.endsAt,
      is_published: campaigns.isPublished,
      sort_order: campaigns.sortOrder,
    },
    constraints: { campaigns_ends_after_starts: { field: 'ends_at', message: 'The campaign must end after it starts.' } },
  },
  petitions: {
    table: petitions,
    columns: {
      ...stamps(petitions),
      title: petitions.title,
      summary: petitions.summary,
      body: petitions.body,
      goal: petitions.goal,
      base_signatures: petitions.baseSignatures,
      closes_at: petitions.closesAt,
      is_active: petitions.isActive,
      sort_order: petitions.sortOrder,
    },
    constraints: { petitions_goal_positive: { field: 'goal', message: 'Enter how many signatures are needed, at least 1.' } },
    inUse: [{ table: petitionSignatures, column: petitionSignatures.petitionId, label: 'signatures', one: 'signature' }],
  },
  documents: {
    table: documents,
    columns: {
      ...stamps(documents),
      slug: documents.slug,
      title: documents.title,
      description: documents.description,
      category_id: documents.categoryId,
      subcategory_id: documents.subcategoryId,
      file_id: documents.fileId,
      file_name: documents.fileName,
      is_published: documents.isPublished,
      published_at: documents.publishedAt,
      sort_order: documents.sortOrder,
    },
    derive: datePublication,
    constraints: { documents_subcategory_in_category_fk: { field: 'subcategory_id', message: DOCUMENT_SUBCATEGORY_NOT_IN_CATEGORY } },
  },
  'document-categories': {
    table: documentCategories,
    columns: {
      ...stamps(documentCategories),
      name: documentCategories.name,
      is_active: documentCategories.isActive,
      sort_order: documentCategories.sortOrder,
    },
    unique: { document_categories_name_idx: 'name' },
    inUse: [
      { table: documentSubcategories, column: documentSubcategories.categoryId, label: 'subcategories', one: 'subcategory' },
      { table: documents, column: documents.categoryId, label: 'documents', one: 'document' },
    ],
  },
  'document-subcategories': {
    table: documentSubcategories,
    columns: {
      ...stamps(documentSubcategories),
      category_id: documentSubcategories.categoryId,
      name: documentSubcategories.name,
      is_active: documentSubcategories.isActive,
      sort_order: documentSubcategories.sortOrder,
    },
    unique: { document_subcategories_category_name_idx: 'name' },
    inUse: [{ table: documents, column: documents.subcategoryId, label: 'documents', one: 'document' }],
  },
  'donation-causes': {
    table: donationCauses,
    columns: {
      ...stamps(donationCauses),
      slug: donationCauses.slug,
      kind: donationCauses.kind,
      title: donationCauses.title,
      summary: donationCauses.summary,
      description: donationCauses.description,
      goal_cents: donationCauses.goalCents,
      closes_at: donationCauses.closesAt,
      is_active: donationCauses.isActive,
      sort_order: donationCauses.sortOrder,
    },
    constraints: {
      donation_causes_campaign_has_goal_and_end: { field: 'goal_cents', message: 'A campaign needs a goal and a closing date.' },
    },
  },
  organization: {
    table: organization,
    columns: {
      ...stamps(organization),
      name: organization.name,
      logo_url: organization.logoUrl,
      address: organization.address,
      phone: organization.phone,
      email: organization.email,
      website: organization.website,
      office_hours: organization.officeHours,
      about_us: organization.aboutUs,
      policies: organization.policies,
    },
  },
} satisfies Partial<Record<ConfigResourceName, ConfigBinding>>;
