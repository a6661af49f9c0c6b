// Prints the body of a migration that (re)creates the search's stored vectors and their indexes,
// from searchIndexDdl(), so the migration and the query have one source:
//   pnpm --filter @portal/api exec drizzle-kit generate --custom --name search_vectors_…
//   pnpm --filter @portal/api exec tsx scripts/search-index-sql.ts > api/drizzle/<that file>.sql
// Each index and column is dropped first, so the output also replaces ones made from an older vector
// (and the expression indexes of migration 0010).
import { searchIndexDdl } from '../src/db/search-sources';

const statements = searchIndexDdl().flatMap(({ table, column, index }) => [
  `DROP INDEX IF EXISTS ${table}_search_idx;`,
  `ALTER TABLE ${table} DROP COLUMN IF EXISTS search_vector;`,
  column,
  index,
]);
process.stdout.write(
  '-- The search vectors and their indexes, as written by searchIndexDdl() (scripts/search-index-sql.ts).\n' +
    statements.join('\n--> statement-breakpoint\n') +
    '\n',
);
