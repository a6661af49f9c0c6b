import { EMAIL_MESSAGE, emailSchema } from '../email';
import { bodyIdSchema } from '../ids';
import { z } from '../zod-config';
import { PUBLIC_IMAGE_PATTERN } from './files';

// The pieces the configuration schemas are made of, with the messages people read: message ids of
// the kit's catalogs (see zod-config.ts).

export const name = z.string().check(z.trim(), z.minLength(1, 'contract.name.required'), z.maxLength(200, 'contract.common.maxLength.200'));
export const description = z.string().check(z.trim(), z.maxLength(2000, 'contract.common.maxLength.2,000'));
export const active = z.boolean();
const SORT_MESSAGE = 'contract.sortOrder.invalid';
export const sortOrder = z.number({ error: SORT_MESSAGE }).check(z.int(SORT_MESSAGE), z.gte(0, SORT_MESSAGE), z.lte(10_000, SORT_MESSAGE));

export const base = { id: z.number().check(z.int()), created_at: z.string(), updated_at: z.string() };
/** What residents do not see of an item: whether it is shown, and where in its list. */
export const listed = { is_active: z.boolean(), sort_order: z.number().check(z.int()) };

export const tel = z.string().check(z.trim(), z.maxLength(40, 'contract.common.maxLength.40'));
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
export const WEB_ADDRESS_MESSAGE = 'contract.webAddress.invalid';
export const webAddress = z
  .url({ protocol: /^https?$/, error: WEB_ADDRESS_MESSAGE })
  .check(z.maxLength(500, 'contract.common.maxLength.500'));
export const emailAddress = emailSchema(EMAIL_MESSAGE);
/** A required parent or reference chosen by id. */
export const chosen = (message: string) => bodyIdSchema(message);

export const MOMENT_RANGE_MESSAGE = 'contract.moment.outOfRange';
/** A moment with its offset, as the forms send it (`2026-12-01T09:00:00.000Z`), in the years 1900 to 9999. */
export const moment = (message: string) =>
  z.iso.datetime({ offset: true, error: message }).check(z.regex(/^(19\d\d|[2-9]\d{3})-/, MOMENT_RANGE_MESSAGE));
/** An uploaded image's address, or none. */
export const image = emptyAsNull(z.string().check(z.regex(PUBLIC_IMAGE_PATTERN, 'contract.image.invalid')));
export const title = z
  .string()
  .check(z.trim(), z.minLength(1, 'contract.title.required'), z.maxLength(200, 'contract.common.maxLength.200'));
export const summary = z
  .string()
  .check(z.trim(), z.minLength(1, 'contract.summary.required'), z.maxLength(500, 'contract.common.maxLength.500'));
/** Long text; paragraphs are separated by a blank line. */
export const body = (message: string) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(20_000, 'contract.common.maxLength.20,000'));
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

/**
 * An item's words in the portal's other languages, as staff read them: language code → translatable
 * field → its words (`{ es: { title: '…' } }`); `{}` when it has none (the API always says it).
 */
export const translationsSchema = z._default(z.record(z.string(), z.record(z.string(), z.string())), () => ({}));
/**
 * The versions given with a create or an update: every language given replaces the one held, and
 * `{}` removes them all. The API checks each language is one the portal speaks, each field is one of
 * the resource's translatable ones with its own rules, and that a version gives every field the
 * default language's words have.
 */
export const translationsInputSchema = z.optional(
  z.record(
    z.string().check(z.maxLength(40, 'contract.common.maxLength.40')),
    z.record(z.string().check(z.maxLength(200, 'contract.common.maxLength.200')), z.string()),
  ),
);
