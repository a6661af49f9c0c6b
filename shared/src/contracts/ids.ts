import { z } from './zod-config';

/** Ids are PostgreSQL integers: a larger number cannot name a row (and would overflow the query). */
export const MAX_ID = 2_147_483_647;

/** True when `text` spells an id as paths and links do: digits without a leading zero, at most MAX_ID. */
export function isId(text: string | undefined): text is string {
  return text !== undefined && /^[1-9]\d{0,9}$/.test(text) && Number(text) <= MAX_ID;
}

/** An id read from a path or a query string; `message`, when given, is the field's error for anything else. */
export function idSchema(message?: string) {
  return z.coerce
    .number(message === undefined ? undefined : { error: message })
    .check(z.int(message), z.positive(message), z.lte(MAX_ID, message));
}

/** An id in a JSON body (a number); `message`, when given, is the field's error for anything else. */
export function bodyIdSchema(message?: string) {
  return z
    .number(message === undefined ? undefined : { error: message })
    .check(z.int(message), z.positive(message), z.lte(MAX_ID, message));
}

/** The params of a route `/{id}/`. */
export const idParamsSchema = z.strictObject({ id: idSchema() });
