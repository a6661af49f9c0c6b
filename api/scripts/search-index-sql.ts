// Prints the body of a migration that (re)creates the search's expression indexes, from
// searchIndexDdl(), so the migration and the query have one source:
//   pnpm --filter @portal/api exec drizzle-kit generate --custom --name search_indexes_…
//   pnpm --filter @portal/api exec tsx scripts/search-index-sql.ts > api/drizzle/<that file>.sql
// Each index is dropped first, so the output also replaces indexes made from an older vector.
import { searchIndexDdl } from '../src/db/search-sources';

const statements = searchIndexDdl().flatMap((ddl) => {
  const name = /^CREATE INDEX (\w+) /.exec(ddl)?.[1];
  if (!name) throw new Error(`Not an index: ${ddl}`);
  return [`DROP INDEX IF EXISTS ${name};`, ddl];
});
process.stdout.write(
  '-- The search indexes, as written by searchIndexDdl() (scripts/search-index-sql.ts): each matches its query exactly.\n' +
    statements.join('\n--> statement-breakpoint\n') +
    '\n',
);
