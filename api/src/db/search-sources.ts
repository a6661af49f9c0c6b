import type { SearchType } from '@portal/shared/contracts';

/**
 * What the portal's search looks through: one source per kind of page, each with the same rule
 * for who sees a row as its own list route (an inactive, unpublished or ended row is never
 * found). Written as SQL text, never with a value from a request in it; the query text is the
 * only parameter, bound by search.ts.
 *
 * The weighted document of a row (title A, then B, C, D) is stored in the table's generated column
 * `search_vector` (SEARCH_VECTOR), with a GIN index on it (searchIndexDdl): the search matches and
 * ranks from it, and never makes a row's vector when asked.
 */
export type SearchSource = {
  type: SearchType;
  /** `login`: found only for a signed-in person, as the source's list route answers 401 otherwise. */
  access: 'public' | 'login';
  /** The table the vector is over, and its alias in the query. */
  table: string;
  alias: string;
  /** Other tables the row's visibility or page depends on (each `JOIN … ON …`). */
  joins?: string;
  /** Visibility, as the source's own list route decides it; `$now` is the time of asking. */
  visible: string;
  /** The part of `visible` on the table's own columns: the index's predicate (drafts are not indexed). */
  indexed: string;
  /** Columns and their weights, most telling first. Every column is NOT NULL. */
  weights: Array<[column: string, weight: 'A' | 'B' | 'C' | 'D']>;
  /** The text the snippet is cut from (plain text is made of it in search.ts). */
  body: string;
  /** What the page path is built from (search.ts): a slug, an id, a channel. */
  ref: string;
  ref2?: string;
};

export const SEARCH_CONFIG = 'english';

/** The generated column every source's table keeps its weighted vector in. */
export const SEARCH_VECTOR = 'search_vector';

/** The weighted tsvector of a source, its columns prefixed with `prefix` (the alias, or nothing for the generated column). */
export function vectorOf(source: Pick<SearchSource, 'weights'>, prefix: string): string {
  return source.weights
    .map(([column, weight]) => `setweight(to_tsvector('${SEARCH_CONFIG}'::regconfig, ${prefix}${column}), '${weight}')`)
    .join(' || ');
}

export const SEARCH_SOURCES: SearchSource[] = [
  {
    type: 'news',
    access: 'login',
    table: 'news',
    alias: 'n',
    visible: 'n.is_published',
    indexed: 'is_published',
    weights: [
      ['title', 'A'],
      ['summary', 'B'],
      ['body', 'C'],
    ],
    body: `n.summary || E'\\n\\n' || n.body`,
    ref: 'n.slug',
  },
  {
    type: 'document',
    access: 'login',
    table: 'documents',
    alias: 'd',
    visible: 'd.is_published',
    indexed: 'is_published',
    weights: [
      ['title', 'A'],
      ['file_name', 'B'],
      ['description', 'C'],
    ],
    body: 'd.description',
    ref: 'd.title',
  },
  {
    type: 'poll',
    access: 'login',
    table: 'polls',
    alias: 'p',
    visible: 'p.is_active',
    indexed: 'is_active',
    weights: [
      ['title', 'A'],
      ['description', 'C'],
    ],
    body: 'p.description',
    ref: 'p.slug',
  },
  {
    type: 'petition',
    access: 'login',
    table: 'petitions',
    alias: 'pe',
    visible: 'pe.is_active',
    indexed: 'is_active',
    weights: [
      ['title', 'A'],
      ['summary', 'B'],
      ['body', 'C'],
    ],
    body: `pe.summary || E'\\n\\n' || pe.body`,
    ref: 'pe.id::text',
  },
  {
    type: 'campaign',
    access: 'login',
    table: 'campaigns',
    alias: 'c',
    visible: 'c.is_published AND (c.ends_at IS NULL OR c.ends_at > $now)',
    indexed: 'is_published',
    weights: [
      ['title', 'A'],
      ['summary', 'B'],
      ['body', 'C'],
    ],
    body: `c.summary || E'\\n\\n' || c.body`,
    ref: 'c.slug',
  },
  {
    type: 'project',
    access: 'login',
    table: 'projects',
    alias: 'pr',
    visible: 'pr.is_active',
    indexed: 'is_active',
    weights: [
      ['title', 'A'],
      ['summary', 'C'],
      ['location', 'D'],
    ],
    body: `pr.summary || E'\\n\\n' || pr.location`,
    ref: 'pr.type',
  },
  {
    type: 'legislation',
    access: 'login',
    table: 'legislation',
    alias: 'l',
    visible: 'l.is_active',
    indexed: 'is_active',
    weights: [
      ['title', 'A'],
      ['number', 'B'],
      ['summary', 'C'],
    ],
    body: `l.number || E'\\n\\n' || l.summary`,
    ref: 'l.id::text',
  },
  {
    type: 'community_group',
    access: 'login',
    table: 'community_groups',
    alias: 'g',
    visible: 'g.is_active',
    indexed: 'is_active',
    weights: [
      ['name', 'A'],
      ['category', 'B'],
      ['description', 'C'],
      ['meeting_info', 'D'],
    ],
    body: `g.description || E'\\n\\n' || g.meeting_info`,
    ref: 'g.id::text',
  },
  {
    type: 'chat_group',
    access: 'public',
    table: 'chat_groups',
    alias: 'cg',
    visible: 'cg.is_active',
    indexed: 'is_active',
    weights: [
      ['name', 'A'],
      ['description', 'C'],
    ],
    body: 'cg.description',
    ref: 'cg.channel',
  },
  {
    type: 'emergency_contact',
    access: 'public',
    table: 'emergency_contacts',
    alias: 'ec',
    visible: 'ec.is_active',
    indexed: 'is_active',
    weights: [
      ['name', 'A'],
      ['phone', 'B'],
      ['description', 'C'],
    ],
    body: `ec.phone || E'\\n\\n' || ec.description`,
    ref: 'ec.id::text',
  },
  {
    type: 'emergency_guide',
    access: 'login',
    table: 'emergency_categories',
    alias: 'ecat',
    visible: 'ecat.is_active',
    indexed: 'is_active',
    weights: [
      ['name', 'A'],
      ['description', 'C'],
    ],
    body: 'ecat.description',
    ref: 'ecat.slug',
  },
  {
    type: 'emergency_guide',
    access: 'login',
    table: 'emergency_subcategories',
    alias: 'esub',
    joins: 'JOIN emergency_categories esubcat ON esubcat.id = esub.category_id',
    visible: 'esub.is_active AND esubcat.is_active',
    indexed: 'is_active',
    weights: [
      ['name', 'A'],
      ['description', 'C'],
    ],
    body: 'esub.description',
    ref: 'esubcat.slug',
    ref2: 'esub.slug',
  },
  {
    type: 'emergency_guide',
    access: 'login',
    table: 'emergency_subcategory_options',
    alias: 'eopt',
    joins:
      'JOIN emergency_subcategories eoptsub ON eoptsub.id = eopt.subcategory_id ' +
      'JOIN emergency_categories eoptcat ON eoptcat.id = eoptsub.category_id',
    visible: 'eopt.is_active AND eoptsub.is_active AND eoptcat.is_active',
    indexed: 'is_active',
    weights: [
      ['name', 'A'],
      ['description', 'C'],
    ],
    body: `eopt.description || E'\\n\\n' || eoptsub.name`,
    ref: 'eoptcat.slug',
    ref2: 'eoptsub.slug',
  },
  {
    type: 'council_member',
    access: 'login',
    table: 'council_members',
    alias: 'cm',
    visible: 'cm.is_active',
    indexed: 'is_active',
    weights: [
      ['name', 'A'],
      ['role', 'B'],
      ['ward', 'B'],
      ['bio', 'C'],
    ],
    body: `cm.role || ', ' || cm.ward || E'\\n\\n' || cm.bio`,
    ref: 'cm.slug',
  },
];

/**
 * The information pages: two texts of the organization (public, as /about-us and /policies are),
 * its contact details (/contact-us needs a login), and the support page's own words. Each row is
 * a page; its vector is made when asked (one row, nothing to index).
 */
export const INFORMATION_PAGES: Array<{ path: string; title: string; access: 'public' | 'login'; body: string }> = [
  { path: '/about-us', title: 'About us', access: 'public', body: 'o.about_us' },
  { path: '/policies', title: 'Policies', access: 'public', body: 'o.policies' },
  {
    path: '/contact-us',
    title: 'Contact us',
    access: 'login',
    body: `'Write to ' || o.name || E'.\\n\\n' || o.address || E'\\n' || o.phone || E'\\n' || o.email || E'\\n' || o.office_hours`,
  },
];

/** The support page is the shell's, with no row behind it: its words, as the page says them. */
export const SUPPORT_PAGE = {
  path: '/support',
  title: 'Support',
  body:
    'Help, contacts and community groups. Emergency contacts: numbers to call when something is wrong, day or night. ' +
    'Community chat: neighborhood chat groups run with the municipality. Telegram groups: announcements and alerts on Telegram. ' +
    'Emergency guides: what to do, and whom to call, by kind of emergency. Contact us: write to the municipality and get a reference number.',
};

/**
 * Every source's stored vector and the index on it, one of each per table: migrations are written from
 * this (scripts/search-index-sql.ts; see the API README), and a test checks the planner uses each index.
 * Not declared in the drizzle schema, so that no select of a table's rows carries the vector.
 */
export function searchIndexDdl(): Array<{ table: string; column: string; index: string }> {
  return SEARCH_SOURCES.map((source) => ({
    table: source.table,
    column: `ALTER TABLE ${source.table} ADD COLUMN ${SEARCH_VECTOR} tsvector GENERATED ALWAYS AS (${vectorOf(source, '')}) STORED;`,
    index: `CREATE INDEX ${source.table}_search_idx ON ${source.table} USING gin (${SEARCH_VECTOR}) WHERE ${source.indexed};`,
  }));
}
