import { MAX_ID } from './ids';
import { OWNERSHIP } from './profile';
import { z } from './zod-config';

/** Messages for references the API finds missing, or not in the chosen town. */
export const PROPERTY_REFERENCE_MESSAGES = {
  town_id: 'Choose a town.',
  suburb_id: 'Choose a suburb.',
  suburb_not_in_town: 'Choose a suburb in the chosen town.',
  water_meter_type_id: 'Choose a water meter type.',
  electrical_meter_type_id: 'Choose an electrical meter type.',
} as const;
const { town_id: chooseTown, suburb_id: chooseSuburb } = PROPERTY_REFERENCE_MESSAGES;

const optionalId = z.optional(z.nullable(z.number().check(z.int(), z.positive(), z.lte(MAX_ID))));
const meterNumber = z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(40, 'Use at most 40 characters.'))));

/** A resident's property: where it is, how they hold it, and its meters. */
export const propertyInputSchema = z
  .strictObject({
    address_line1: z
      .string('Enter the street address.')
      .check(z.trim(), z.minLength(1, 'Enter the street address.'), z.maxLength(200, 'Use at most 200 characters.')),
    address_line2: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(200, 'Use at most 200 characters.')))),
    town_id: z.number(chooseTown).check(z.int(), z.positive(chooseTown), z.lte(MAX_ID, chooseTown)),
    suburb_id: z.number(chooseSuburb).check(z.int(), z.positive(chooseSuburb), z.lte(MAX_ID, chooseSuburb)),
    postal_code: z
      .string('Enter the ZIP code.')
      .check(z.trim(), z.minLength(1, 'Enter the ZIP code.'), z.regex(/^\d{5}(-\d{4})?$/, 'Enter a ZIP code, like 12345 or 12345-6789.')),
    ownership: z.enum(OWNERSHIP, 'Choose your ownership of this property.'),
    water_meter_type_id: optionalId,
    water_meter_number: meterNumber,
    electrical_meter_type_id: optionalId,
    electrical_meter_number: meterNumber,
  })
  .check(
    z.superRefine((value, ctx) => {
      for (const meter of ['water', 'electrical'] as const) {
        if (value[`${meter}_meter_type_id`] && !value[`${meter}_meter_number`]) {
          ctx.addIssue({ code: 'custom', path: [`${meter}_meter_number`], message: `Enter the ${meter} meter number.` });
        }
      }
    }),
  )
  .register(z.globalRegistry, {
    description:
      'A meter type needs its meter number (else a 400 on `water_meter_number` or `electrical_meter_number`). Text fields are trimmed of surrounding white space before they are checked.',
  });
export type PropertyInput = z.infer<typeof propertyInputSchema>;

export const propertySchema = z.object({
  id: z.number().check(z.int()),
  address_line1: z.string(),
  address_line2: z.nullable(z.string()),
  town_id: z.number().check(z.int()),
  town: z.string(),
  suburb_id: z.number().check(z.int()),
  suburb: z.string(),
  postal_code: z.string(),
  ownership: z.enum(OWNERSHIP),
  water_meter_type_id: z.nullable(z.number().check(z.int())),
  water_meter_type: z.nullable(z.string()),
  water_meter_number: z.nullable(z.string()),
  electrical_meter_type_id: z.nullable(z.number().check(z.int())),
  electrical_meter_type: z.nullable(z.string()),
  electrical_meter_number: z.nullable(z.string()),
  created_at: z.string(),
});
export type Property = z.infer<typeof propertySchema>;
