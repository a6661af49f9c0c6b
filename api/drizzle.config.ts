import { defineConfig } from 'drizzle-kit';

// Generation only diffs the schema against earlier snapshots: it needs no database connection.
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema.ts',
    './src/db/schema-engagement.ts',
    './src/db/schema-cases.ts',
    './src/db/schema-donations.ts',
    './src/db/schema-configuration.ts',
  ],
  out: './drizzle',
});
