import { emailSchema } from '../email';
import { bodyIdSchema } from '../ids';
import { z } from '../zod-config';
import { PUBLIC_IMAGE_PATTERN } from './files';

// The pieces the configuration schemas are made of, with the messages people read.

export const name = z.string().check(z.trim(), z.minLength(1, 'Enter a name.'), z.maxLength(200, 'Use at most 200 characters.'));
export const description = z.string().check(z.trim(), z.maxLength(2000, 'Use at most 2,000 characters.'));
export const active = z.boolean();
const SORT_MESSAGE = 'Enter a whole number from 0 to 10,000.';
export const sortOrder = z.number({ error: SORT_MESSAGE }).check(z.int(SORT_MESSAGE), z.gte(0, SORT_MESSAGE), z.lte(10_000, SORT_MESSAGE));

export const base = { id: z.number().check(z.int()), created_at: z.string(), updated_at: z.string() };
/** What residents do not see of an item: whether it is shown, and where in its list. */
export const listed = { is_active: z.boolean(), sort_order: z.number().check(z.int()) };

export const tel = z.string().check(z.trim(), z.maxLength(40, 'Use at most 40 characters.'));
/** An optional text stored as null when left empty (the form sends ''). */
export const emptyAsNull = <T extends z.ZodMiniType<string>>(schema: T) =>
  z.union([
    z.pipe(
      z.literal(''),
      z.transform(() => null),
    ),
    schema,
    z.null(),
  ]);
export const WEB_ADDRESS_MESSAGE = 'Enter a web address, like https://www.example.org.';
export const webAddress = z
  .url({ protocol: /^https?$/, error: WEB_ADDRESS_MESSAGE })
  .check(z.maxLength(500, 'Use at most 500 characters.'));
export const emailAddress = emailSchema('Enter an email address, like name@example.org.');
/** A required parent or reference chosen by id. */
export const chosen = (message: string) => bodyIdSchema(message);

export const MOMENT_RANGE_MESSAGE = 'Enter a date in the years 1900 to 9999.';
/** A moment with its offset, as the forms send it (`2026-12-01T09:00:00.000Z`), in the years 1900 to 9999. */
export const moment = (message: string) =>
  z.iso.datetime({ offset: true, error: message }).check(z.regex(/^(19\d\d|[2-9]\d{3})-/, MOMENT_RANGE_MESSAGE));
/** An uploaded image's address, or none. */
export const image = emptyAsNull(z.string().check(z.regex(PUBLIC_IMAGE_PATTERN, 'Upload the image again.')));
export const title = z.string().check(z.trim(), z.minLength(1, 'Enter a title.'), z.maxLength(200, 'Use at most 200 characters.'));
export const summary = z.string().check(z.trim(), z.minLength(1, 'Enter a summary.'), z.maxLength(500, 'Use at most 500 characters.'));
/** Long text; paragraphs are separated by a blank line. */
export const body = (message: string) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(20_000, 'Use at most 20,000 characters.'));
export const count = (message: string) => z.number({ error: message }).check(z.int(message), z.gte(0, message), z.lte(10_000_000, message));
/** An optional reference: null when none is chosen (the form's empty choice, NaN, means the same). */
export const optionalChoice = (message: string) =>
  z.union(
    [
      chosen(message),
      z.null(),
      z.pipe(
        z.nan(),
        z.transform(() => null),
      ),
    ],
    { error: message },
  );
