import { sql } from 'drizzle-orm';

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
import { msg } from '../i18n';
import { tableBindings, type ConfigBinding } from './bind-resource';

// The content resources (what residents read, vote on, sign and download, and the organization)
// bound to their tables, as resource-tables.ts does for the reference data.

/**
 * The first publication is dated now. Unpublishing keeps the date, and so does publishing again,
 * so an item keeps its place in the residents' lists.
 */
const datePublication: ConfigBinding['derive'] = (changes, before) =>
  changes.is_published === true && !before?.published_at ? { published_at: sql`now()` } : {};

export const CONTENT_BINDINGS = tableBindings({
  news: {
    table: news,
    alsoColumns: ['published_at'],
    derive: datePublication,
  },
  polls: {
    table: polls,
    constraints: { polls_closes_after_opens: { field: 'closes_at', message: msg('configuration.pollClosesAfterOpens') } },
    inUse: [{ table: pollVotes, column: pollVotes.pollId, label: 'votes', one: 'vote' }],
  },
  'poll-options': {
    table: pollOptions,
    unique: { poll_options_poll_label_idx: 'label' },
    inUse: [{ table: pollVotes, column: pollVotes.optionId, label: 'votes', one: 'vote' }],
  },
  campaigns: {
    table: campaigns,
    constraints: { campaigns_ends_after_starts: { field: 'ends_at', message: msg('configuration.campaignEndsAfterStarts') } },
  },
  petitions: {
    table: petitions,
    constraints: { petitions_goal_positive: { field: 'goal', message: msg('configuration.petitionGoal') } },
    inUse: [{ table: petitionSignatures, column: petitionSignatures.petitionId, label: 'signatures', one: 'signature' }],
  },
  documents: {
    table: documents,
    alsoColumns: ['published_at'],
    derive: datePublication,
    constraints: { documents_subcategory_in_category_fk: { field: 'subcategory_id', message: msg('document.subcategoryNotInCategory') } },
  },
  'document-categories': {
    table: documentCategories,
    unique: { document_categories_name_idx: 'name' },
    inUse: [
      { table: documentSubcategories, column: documentSubcategories.categoryId, label: 'subcategories', one: 'subcategory' },
      { table: documents, column: documents.categoryId, label: 'documents', one: 'document' },
    ],
  },
  'document-subcategories': {
    table: documentSubcategories,
    unique: { document_subcategories_category_name_idx: 'name' },
    inUse: [{ table: documents, column: documents.subcategoryId, label: 'documents', one: 'document' }],
  },
  'donation-causes': {
    table: donationCauses,
    constraints: {
      donation_causes_campaign_has_goal_and_end: { field: 'goal_cents', message: msg('configuration.campaignNeedsGoal') },
    },
  },
  organization: {
    table: organization,
  },
});
