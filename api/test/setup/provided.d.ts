export {};

declare module 'vitest' {
  export interface ProvidedContext {
    /** Which database the suite runs on: set by the api-pglite / api-postgres project. */
    databaseMode: 'pglite' | 'postgres';
    /** A PostgreSQL URL allowed to CREATE and DROP DATABASE; each test file makes its own. */
    adminDatabaseUrl: string;
  }
}
