import { defineConfig } from 'drizzle-kit';

// Generation only diffs the schema against earlier snapshots: it needs no database connection.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
