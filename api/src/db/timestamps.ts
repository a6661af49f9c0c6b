import { PgTimestamp } from 'drizzle-orm/pg-core';
import pg from 'pg';

/**
 * Drizzle reads a timestamptz column's text with `new Date(text)`, which takes the years 0 to 99
 * for 1900 to 2049 and some not at all (`0017-06-01 00:00:00+00` is an invalid date). pg's own
 * parser reads every year PostgreSQL writes, so whatever the database holds is served back as it is.
 */
const parse = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ);

PgTimestamp.prototype.mapFromDriverValue = function (this: { withTimezone: boolean }, value: Date | string): Date {
  if (typeof value !== 'string') return value;
  return parse(this.withTimezone ? value : `${value}+00`) as Date;
};
