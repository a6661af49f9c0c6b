export {};

declare module 'vitest' {
  export interface ProvidedContext {
    /** Which database the suite runs on: set by the api-pglite / api-postgres project. */
    databaseMode: 'pglite' | 'postgres';
    /** A PostgreSQL URL allowed to CREATE and DROP DATABASE; each test file makes its own. */
    adminDatabaseUrl: string;
    /** The migrated, seeded PostgreSQL database each test file's is copied from. */
    templateDatabase: string;
    /** The dump of a migrated, seeded PGlite each test file's in-memory one starts as. */
    pgliteTemplate: string;
  }
}
