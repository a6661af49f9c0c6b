// PostgreSQL's SQLSTATEs the API turns into client errors. Drizzle wraps the driver's error (pg
// and PGlite alike), so the code and constraint are looked for down the chain of causes.

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
export const CHECK_VIOLATION = '23514';
/** A statement cancelled, by the statement timeout (or an operator): the request answers 503. */
export const QUERY_CANCELED = '57014';

export type DatabaseErrorInfo = { code: string; constraint: string | undefined };

export function databaseError(error: unknown): DatabaseErrorInfo | null {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
  }
  return null;
}
