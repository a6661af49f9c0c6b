import { sql, type SQL } from 'drizzle-orm';

import {
  SEARCH_CANDIDATES_MAX,
  type SearchPage,
  type SearchQuery,
  type SearchResult,
  type SearchType,
  type TextRange,
} from '@portal/shared/contracts';

import { textSearchConfig } from '../config';
import type { Reading } from '../lib/content-language';
import { pageWindow, toPage } from '../lib/pagination';
import type { Db } from './client';
import { INFORMATION_PAGES, SEARCH_CONFIG, SEARCH_SOURCES, SEARCH_VECTOR, SUPPORT_PAGE, type SearchSource } from './search-sources';

// ts_headline marks matches with these; they are taken out of every text first, so that each one
// in a headline is ours. ASCII control characters: ts_headline ignored a private-use character
// (U+E000) given as StartSel, and any printable text could be the content's own.
const START = '\u0001';
const STOP = '\u0002';
const MARKERS = sql.raw(`E'\\x01\\x02'`);

const TITLE_OPTIONS = `HighlightAll=true, StartSel=${START}, StopSel=${STOP}`;
const SNIPPET_OPTIONS = `MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" ... ", StartSel=${START}, StopSel=${STOP}`;

/**
 * The text a snippet is cut from: markers out, HTML tags as spaces, Markdown links and images as
 * their text, and Markdown's emphasis, heading, quote and code marks as spaces. What is left is shown as text.
 */
function plain(text: SQL): SQL {
  const links = sql`regexp_replace(${withoutTags(text)}, '!?\\[([^]]*)\\]\\([^)]*\\)', '\\1', 'g')`;
  return sql`regexp_replace(${links}, '[*_\`#~|>]+', ' ', 'g')`;
}

/** Text without markers and HTML tags (as spaces; scripts and styles with their text): ts_headline keeps tags when it marks a whole text. */
function withoutTags(text: SQL): SQL {
  const scripts = sql`regexp_replace(translate(${text}, ${MARKERS}, ''), '<(script|style)[^>]*>[^<]*</(script|style)>', ' ', 'gi')`;
  return sql`regexp_replace(${scripts}, '<[^>]*>', ' ', 'g')`;
}

/**
 * Whose words are searched: `version` null, the default language's, from the stored vectors; else each
 * item's version in that language (its words in the default language where it has none), read with
 * `config`, that language's text-search configuration (textSearchConfig).
 */
export type SearchWords = { version: string | null; config: string };
export type Who = { signedIn: boolean; now: Date; words?: SearchWords };

const DEFAULT_WORDS: SearchWords = { version: null, config: SEARCH_CONFIG };

/**
 * What a search by this reader reads: in the portal's default language, the stored vectors (English's);
 * in another, each item's version in it, with that language's text-search configuration.
 */
export function searchWordsFor({ language, fallback }: Reading): SearchWords {
  return language === fallback ? DEFAULT_WORDS : { version: language, config: textSearchConfig(language) };
}

const configText = (words: SearchWords) => `'${words.config.replace(/'/g, "''")}'::regconfig`;
/** The words' text-search configuration, as SQL (`'spanish'::regconfig`). */
export const configOf = (words: SearchWords) => sql.raw(configText(words));

/**
 * A source's SQL text with each column (`alias.column`) read in the version's language: the version's
 * words when the row has them, else the column's own. Language codes are configured (`en`, `pt-BR`).
 */
export function inVersion(text: string, words: SearchWords): string {
  if (words.version === null) return text;
  const code = words.version.replace(/'/g, "''");
  return text.replace(
    /\b([a-z]+)\.([a-z_]+)\b(?!::)/g,
    (_, alias: string, column: string) => `coalesce(nullif(${alias}.translations->'${code}'->>'${column}', ''), ${alias}.${column})`,
  );
}

/** A source's weighted vector: the stored one, or made from the version's words when asked. */
function vectorSql(source: SearchSource, words: SearchWords): SQL {
  if (words.version === null) return sql.raw(`${source.alias}.${SEARCH_VECTOR}`);
  const weighted = source.weights.map(
    ([column, weight]) => `setweight(to_tsvector(${configText(words)}, ${inVersion(`${source.alias}.${column}`, words)}), '${weight}')`,
  );
  return sql.raw(weighted.join(' || '));
}

/** `$now` in a source's SQL is the time of asking, bound as a parameter. */
function withNow(text: string, now: Date): SQL {
  return sql.join(
    text.split('$now').map((part) => sql.raw(part)),
    sql`${now.toISOString()}::timestamptz`,
  );
}

/** The asked query and whether it matches a text with no words at all (`-word`, `a or -b`): then nothing is looked through. */
type Asked = { query: SQL; matchesNothingness: SQL };

/**
 * A source's matches, from its stored vector: the newest SEARCH_CANDIDATES_MAX and one more, which
 * tells that there were more (`nth`). The index finds the matches; no vector is made per row, and
 * the text a snippet is cut from is read for the page's rows only (bodyOf).
 */
function sourceHits(source: SearchSource, index: number, asked: Asked, who: Who, words: SearchWords): SQL {
  const vector = vectorSql(source, words);
  const ref2 = source.ref2 ? sql.raw(source.ref2) : sql`NULL::text`;
  const newest = sql.raw(`${source.alias}.id DESC`);
  return sql`(SELECT ${sql.raw(String(index))} AS source, ${sql.raw(source.alias)}.id AS row_id, ${source.type}::text AS type,
    ${sql.raw(source.ref)} AS ref, ${ref2} AS ref2, ${sql.raw(inVersion(`${source.alias}.${source.weights[0]![0]}`, words))} AS title,
    NULL::text AS body, ${vector} AS vector, row_number() OVER (ORDER BY ${newest}) AS nth
    FROM ${sql.raw(`${source.table} ${source.alias} ${source.joins ?? ''}`)}
    WHERE ${withNow(source.visible, who.now)} AND ${vector} @@ ${asked.query} AND NOT ${asked.matchesNothingness}
    ORDER BY ${newest} LIMIT ${SEARCH_CANDIDATES_MAX + 1})`;
}

function pageHits(path: string, title: string, body: SQL, from: SQL, asked: Asked, words: SearchWords): SQL {
  const config = configOf(words);
  const vector = sql`setweight(to_tsvector(${config}, ${title}::text), 'A') || setweight(to_tsvector(${config}, ${body}), 'C')`;
  return sql`SELECT -1 AS source, NULL::integer AS row_id, 'page'::text AS type, ${path}::text AS ref, NULL::text AS ref2,
    ${title}::text AS title, ${body} AS body, ${vector} AS vector, 1::bigint AS nth
    ${from} WHERE ${vector} @@ ${asked.query} AND NOT ${asked.matchesNothingness}`;
}

/**
 * Every row the person may see that matches, from every source, as (source, row_id, type, ref, ref2,
 * title, body, vector, nth): `source` is the index in SEARCH_SOURCES of a table's row (its body
 * null until bodyOf), -1 for an information page.
 */
function hits(asked: Asked, who: Who, words: SearchWords): SQL {
  const allowed = (access: 'public' | 'login') => access === 'public' || who.signedIn;
  const parts = SEARCH_SOURCES.flatMap((source, index) => (allowed(source.access) ? [sourceHits(source, index, asked, who, words)] : []));
  for (const page of INFORMATION_PAGES.filter((p) => allowed(p.access))) {
    parts.push(pageHits(page.path, page.title, sql.raw(inVersion(page.body, words)), sql`FROM organization o`, asked, words));
  }
  parts.push(pageHits(SUPPORT_PAGE.path, SUPPORT_PAGE.title, sql`${SUPPORT_PAGE.body}::text`, sql``, asked, words));
  return sql.join(parts, sql` UNION ALL `);
}

/** The text a page row's snippet is cut from: an information page's own, or read from its source's row. */
function bodyOf(row: string, words: SearchWords): SQL {
  const reads = SEARCH_SOURCES.map(
    (source, index) =>
      sql`WHEN ${sql.raw(String(index))} THEN (SELECT ${sql.raw(inVersion(source.body, words))} FROM ${sql.raw(`${source.table} ${source.alias} ${source.joins ?? ''}`)}
        WHERE ${sql.raw(`${source.alias}.id = ${row}.row_id`)})`,
  );
  return sql`CASE ${sql.raw(`${row}.source`)} ${sql.join(reads, sql` `)} ELSE ${sql.raw(`${row}.body`)} END`;
}

type Row = {
  type: SearchType | null;
  ref: string;
  ref2: string | null;
  title: string;
  snippet: string;
  total: number | string;
  more: boolean;
  matches_nothingness: boolean;
};

const order = (prefix: string) => sql.raw(['in_title DESC', 'rank DESC', 'title', 'ref', 'ref2'].map((c) => prefix + c).join(', '));

/**
 * The statement for one window of what matches `q`, best first: rows whose title matches before
 * the others, then by ts_rank over the stored weighted vector (title A, summary B, body C, details D).
 * At most SEARCH_CANDIDATES_MAX rows of each source are ranked. Headlines are made for the window's
 * rows only. Its first row always carries the count (`total`), whether a source had more (`more`) and
 * whether the query matches a text with no words (`matches_nothingness`): past the last page that row
 * is the only one, with no result in it, so no page needs a second statement.
 */
export function searchStatement(q: string, who: Who, window: { limit: number; offset: number }): SQL {
  const words = who.words ?? DEFAULT_WORDS;
  const config = configOf(words);
  const query = sql`websearch_to_tsquery(${config}, ${q})`;
  const asked: Asked = { query, matchesNothingness: sql`(''::tsvector @@ ${query})` };
  return sql`
    WITH hits AS (${hits(asked, who, words)}),
    ranked AS (
      SELECT hits.*, ts_rank(hits.vector, ${query}) AS rank, ts_filter(hits.vector, '{a}') @@ ${query} AS in_title
      FROM hits WHERE hits.nth <= ${SEARCH_CANDIDATES_MAX}
    ),
    page AS (SELECT * FROM ranked ORDER BY ${order('')} LIMIT ${window.limit} OFFSET ${window.offset})
    SELECT counted.total, counted.more, counted.matches_nothingness, page.type, page.ref, page.ref2,
      ts_headline(${config}, ${withoutTags(sql.raw('page.title'))}, ${query}, ${TITLE_OPTIONS}) AS title,
      ts_headline(${config}, ${plain(bodyOf('page', words))}, ${query}, ${SNIPPET_OPTIONS}) AS snippet
    FROM (
      SELECT (SELECT count(*) FROM ranked) AS total, EXISTS (SELECT FROM hits WHERE hits.nth > ${SEARCH_CANDIDATES_MAX}) AS more,
        ${asked.matchesNothingness} AS matches_nothingness
    ) counted
    LEFT JOIN page ON true
    ORDER BY ${order('page.')}`;
}

/**
 * One page of what matches, as the person may see it (see searchStatement), in one statement;
 * null when the query, as the database reads it, can only leave things out.
 */
export async function searchPortal(db: Db, params: SearchQuery, who: Who): Promise<SearchPage | null> {
  const result = await db.execute(searchStatement(params.q, who, pageWindow(params)));
  // Both drivers answer with `rows`; the shared Db type cannot say so.
  const rows = (result as unknown as { rows: Row[] }).rows;
  const first = rows[0];
  if (first?.matches_nothingness) return null;
  const results = rows.filter((row): row is Row & { type: SearchType } => row.type !== null).map(toResult);
  return { ...toPage(params, Number(first?.total ?? 0), results), more_than_count: first?.more ?? false };
}

function toResult(row: Row & { type: SearchType }): SearchResult {
  const title = markedText(row.title);
  const snippet = markedText(row.snippet);
  return {
    type: row.type,
    title: title.text,
    title_matches: title.matches,
    snippet: snippet.text,
    snippet_matches: snippet.matches,
    path: pathOf(row.type, row.ref, row.ref2),
  };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", nbsp: ' ' };

/** Control characters other than white space: nothing a reader should get. */
const isControl = (c: string) => {
  const code = c.charCodeAt(0);
  return (code < 0x20 && !'\t\n\r'.includes(c)) || code === 0x7f;
};

/** Plain text of a piece between markers: entities decoded, control characters out, white space as single spaces. */
function cleanPiece(piece: string): string {
  const decoded = piece.replace(/&(amp|lt|gt|quot|apos|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!);
  return [...decoded]
    .filter((c) => !isControl(c))
    .join('')
    .replace(/\s+/g, ' ');
}

/** The headline split at its markers, each marker a piece of its own. */
function pieces(headline: string): string[] {
  const out: string[] = [''];
  for (const c of headline) {
    if (c === START || c === STOP) out.push(c, '');
    else out[out.length - 1] += c;
  }
  return out;
}

/**
 * A headline as plain text and the ranges ts_headline marked: common entities decoded, control
 * characters dropped, white space collapsed to single spaces, the ends trimmed.
 */
export function markedText(headline: string): { text: string; matches: TextRange[] } {
  let text = '';
  const matches: TextRange[] = [];
  let start: number | undefined;
  for (const part of pieces(headline)) {
    if (part === START) {
      start = text.length;
      continue;
    }
    if (part === STOP) {
      if (start !== undefined && text.length > start) matches.push({ start, end: text.length });
      start = undefined;
      continue;
    }
    let piece = cleanPiece(part);
    // No space at the start, none doubled, and a marked word starts where its text does.
    if (text === '' || text.endsWith(' ') || start === text.length) piece = piece.replace(/^ /, '');
    text += piece;
  }
  const trimmed = text.replace(/ $/, '');
  return { text: trimmed, matches: matches.filter((m) => m.end <= trimmed.length) };
}

const segment = (value: string) => encodeURIComponent(value);
/** The documents page filters by this text; its search takes at most 200 characters. */
const DOCUMENT_SEARCH_MAX = 200;

function pathOf(type: SearchType, ref: string, ref2: string | null): string {
  switch (type) {
    case 'page':
      return ref;
    case 'news':
      return `/news/${segment(ref)}`;
    case 'document':
      return `/documents?search=${segment([...ref.trim()].slice(0, DOCUMENT_SEARCH_MAX).join(''))}`;
    case 'poll':
      return `/polls/${segment(ref)}`;
    case 'petition':
      return `/petitions/${segment(ref)}`;
    case 'campaign':
      return '/campaigns';
    case 'project':
      return `/projects/${segment(ref)}`;
    case 'legislation':
      return `/legislation/${segment(ref)}`;
    case 'community_group':
      return '/community';
    case 'chat_group':
      return ref === 'telegram' ? '/support/telegram-groups' : '/support/community-chat';
    case 'emergency_contact':
      return '/support/emergency-contacts';
    case 'emergency_guide':
      return ref2 === null ? `/emergencies/${segment(ref)}` : `/emergencies/${segment(ref)}/${segment(ref2)}`;
    case 'council_member':
      return '/council-members';
  }
}
