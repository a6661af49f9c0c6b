import { MAX_ID } from './ids';
import { OWNERSHIP } from './profile';
import { z } from './zod-config';

/**
 * Messages for references the API finds missing, or not in the chosen town: message ids of the
 * kit's catalogs, like every message of the schema below (see zod-config.ts).
 */
export const PROPERTY_REFERENCE_MESSAGES = {
  town_id: 'contract.town.required',
  suburb_id: 'contract.suburb.required',
  suburb_not_in_town: 'contract.property.suburb.notInTown',
  water_meter_type_id: 'contract.property.waterMeterType.unknown',
  electrical_meter_type_id: 'contract.property.electricalMeterType.unknown',
} as const;

/** The message of a meter type given without its number. */
const METER_NUMBER_REQUIRED = {
  water: 'contract.property.waterMeterNumber.required',
  electrical: 'contract.property.electricalMeterNumber.required',
} as const;
const { town_id: chooseTown, suburb_id: chooseSuburb } = PROPERTY_REFERENCE_MESSAGES;

const optionalId = z.optional(z.nullable(z.number().check(z.int(), z.positive(), z.lte(MAX_ID))));
const meterNumber = z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(40, 'contract.common.maxLength.40'))));

/** A resident's property: where it is, how they hold it, and its meters. */
export const propertyInputSchema = z
  .strictObject({
    address_line1: z
      .string('contract.property.addressLine1.required')
      .check(z.trim(), z.minLength(1, 'contract.property.addressLine1.required'), z.maxLength(200, 'contract.common.maxLength.200')),
    address_line2: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(200, 'contract.common.maxLength.200')))),
    town_id: z.number(chooseTown).check(z.int(), z.positive(chooseTown), z.lte(MAX_ID, chooseTown)),
    suburb_id: z.number(chooseSuburb).check(z.int(), z.positive(chooseSuburb), z.lte(MAX_ID, chooseSuburb)),
    postal_code: z
      .string('contract.property.postalCode.required')
      .check(
        z.trim(),
        z.minLength(1, 'contract.property.postalCode.required'),
        z.regex(/^\d{5}(-\d{4})?$/, 'contract.property.postalCode.invalid'),
      ),
    ownership: z.enum(OWNERSHIP, 'contract.property.ownership.required'),
    water_meter_type_id: optionalId,
    water_meter_number: meterNumber,
    electrical_meter_type_id: optionalId,
    electrical_meter_number: meterNumber,
  })
  .check(
    z.superRefine((value, ctx) => {
      for (const meter of ['water', 'electrical'] as const) {
        if (value[`${meter}_meter_type_id`] && !value[`${meter}_meter_number`]) {
          ctx.addIssue({ code: 'custom', path: [`${meter}_meter_number`], message: METER_NUMBER_REQUIRED[meter] });
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
