import { getTableName, ilike, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

import { containsPattern, searchFilter } from '../lib/pagination';
import { configOf, inVersion, type SearchWords } from './search';

// A list's `search` (news, documents) in the reader's language, read as the site search reads it
// (search.ts): each item's version in that language, with the language's text-search configuration.

/**
 * Rows whose words of `columns` in the version's language (inVersion: the version's, else the
 * column's own) hold `pattern` (an ILIKE pattern, as a list matches), or match `q` read as a web
 * search with the language's text-search configuration (`tubería` finds `tuberías`). A `q` that
 * only leaves words out (`-agua`) finds nothing by the web search, as the site search refuses it.
 * `pattern` and `q` are values, or a prepared statement's placeholders.
 */
export function matchesVersion(columns: PgColumn[], pattern: string | SQLWrapper, q: string | SQLWrapper, words: SearchWords): SQL {
  const texts = columns.map((column) => {
    const name = `${getTableName(column.table)}.${column.name}`;
    const text = inVersion(name, words);
    if (words.version !== null && text === name) throw new Error(`matchesVersion cannot read ${name} in a version`);
    return sql.raw(text);
  });
  const config = configOf(words);
  const vector = sql.join(
    texts.map((text) => sql`to_tsvector(${config}, ${text})`),
    sql` || `,
  );
  const query = sql`websearch_to_tsquery(${config}, ${q})`;
  const holds = sql.join(
    texts.map((text) => ilike(text, pattern)),
    sql` OR `,
  );
  return sql`(${holds} OR (${vector} @@ ${query} AND NOT (''::tsvector @@ ${query})))`;
}

/**
 * A list's `search` over `columns`: a substring of their words in the default language, ignoring case
 * (searchFilter), and in another language (searchWordsFor) also as matchesVersion reads it. The
 * default language's words still match in another: the site search's links to a list carry them.
 */
export function listSearchFilter(search: string | undefined, columns: PgColumn[], words: SearchWords): SQL | undefined {
  const written = searchFilter(search, columns);
  if (!search || words.version === null) return written;
  return or(written, matchesVersion(columns, containsPattern(search), search, words));
}
