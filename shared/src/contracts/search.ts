import { pageSchema } from './pagination';
import { z } from './zod-config';

/** The longest query the portal searches for; longer text is refused on `q`. */
export const SEARCH_QUERY_MAX = 200;
export const SEARCH_PAGE_SIZE_DEFAULT = 10;
export const SEARCH_PAGE_SIZE_MAX = 50;
/** Past this page a search is not being read by a person. */
export const SEARCH_PAGE_MAX = 1000;

/**
 * Of each kind of result, at most this many matches are ranked (the newest); `more_than_count`
 * says when some kind had more, and `count` is then how many were ranked.
 */
export const SEARCH_CANDIDATES_MAX = 200;

/** The messages about `q`: message ids of the kit's catalogs (see zod-config.ts). */
export const SEARCH_QUERY_REQUIRED = 'contract.search.q.required';
export const SEARCH_QUERY_TOO_LONG = `contract.common.maxLength.${SEARCH_QUERY_MAX}`;
export const SEARCH_QUERY_ONLY_EXCLUDED = 'contract.search.q.onlyExcluded';

/**
 * Whether `q`, read as a web search (`"a phrase"`, `or`, `-word`), has an alternative made only of
 * left-out terms (`-word`, `-"a phrase"`, `a or -b`): such a query matches nearly everything.
 */
export function onlyLeavesOut(q: string): boolean {
  const alternatives: boolean[][] = [[]];
  const terms = q.matchAll(/(-*)\s*("[^"]*"?|[^\s"-][^\s"]*)/g);
  for (const [, minus = '', term = ''] of terms) {
    if (/^or$/i.test(term) && minus === '' && alternatives.at(-1)!.length > 0) {
      alternatives.push([]);
      continue;
    }
    if (/[\p{L}\p{N}]/u.test(term)) alternatives.at(-1)!.push(minus.length % 2 === 1);
  }
  return alternatives.some((left) => left.length > 0 && left.every((out) => out));
}

/** What a result is, in the order the page explains them. */
export const SEARCH_TYPES = [
  'page',
  'news',
  'document',
  'poll',
  'petition',
  'campaign',
  'project',
  'legislation',
  'community_group',
  'chat_group',
  'emergency_contact',
  'emergency_guide',
  'council_member',
] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export const SEARCH_TYPE_LABELS: Record<SearchType, string> = {
  page: 'Information',
  news: 'News',
  document: 'Document',
  poll: 'Poll',
  petition: 'Petition',
  campaign: 'Campaign',
  project: 'Project',
  legislation: 'Legislation',
  community_group: 'Community group',
  chat_group: 'Chat group',
  emergency_contact: 'Emergency contact',
  emergency_guide: 'Emergency guide',
  council_member: 'Council member',
};

export const searchQuerySchema = z.strictObject({
  q: z.string({ error: SEARCH_QUERY_REQUIRED }).check(
    z.trim(),
    z.minLength(1, { error: SEARCH_QUERY_REQUIRED }),
    z.maxLength(SEARCH_QUERY_MAX, { error: SEARCH_QUERY_TOO_LONG }),
    z.refine((q) => !onlyLeavesOut(q), { error: SEARCH_QUERY_ONLY_EXCLUDED }),
  ),
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(SEARCH_PAGE_MAX)), 1),
  page_size: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(SEARCH_PAGE_SIZE_MAX)), SEARCH_PAGE_SIZE_DEFAULT),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** A matched word: `text.slice(start, end)`, in UTF-16 code units as JavaScript strings count. */
export const textRangeSchema = z.object({ start: z.number().check(z.int()), end: z.number().check(z.int()) });
export type TextRange = z.infer<typeof textRangeSchema>;

/**
 * One thing found. Title and snippet are plain text (markup and Markdown removed): pages show them
 * as text and mark the `*_matches` ranges, so nothing of the content is ever inserted as HTML.
 */
export const searchResultSchema = z.object({
  type: z.enum(SEARCH_TYPES),
  title: z.string(),
  title_matches: z.array(textRangeSchema),
  snippet: z.string(),
  snippet_matches: z.array(textRangeSchema),
  /** The portal page that shows it, e.g. `/news/{slug}` or `/emergencies/{category}`. */
  path: z.string(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** A page of results; `more_than_count`: some kind of result had more than SEARCH_CANDIDATES_MAX matches. */
export const searchPageSchema = z.extend(pageSchema(searchResultSchema), { more_than_count: z.boolean() });
export type SearchPage = z.infer<typeof searchPageSchema>;
