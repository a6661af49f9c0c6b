import { z } from 'zod';

// The pieces the configuration schemas are made of, with the messages people read.

export const name = z.string().trim().min(1, 'Enter a name.').max(200, 'Use at most 200 characters.');
export const description = z.string().trim().max(2000, 'Use at most 2,000 characters.');
export const active = z.boolean();
export const sortOrder = z.number({ error: 'Enter a whole number.' }).int('Enter a whole number.').min(0).max(10_000);

export const base = { id: z.number().int(), created_at: z.string(), updated_at: z.string() };

export const tel = z.string().trim().max(40, 'Use at most 40 characters.');
/** An optional text stored as null when left empty (the form sends ''). */
export const emptyAsNull = <T extends z.ZodType<string>>(schema: T) =>
  z.union([z.literal('').transform(() => null), schema, z.null()]);
export const webAddress = z.url({ protocol: /^https?$/, error: 'Enter a web address starting with https://' }).max(500, 'Use at most 500 characters.');
export const emailAddress = z.email('Enter an email address, like name@example.org').max(254);
/** A required parent or reference chosen by id. */
export const chosen = (message: string) => z.number({ error: message }).int(message).positive(message);
