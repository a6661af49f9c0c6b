import { z } from './zod-config';

export const OWNERSHIP = ['owner', 'tenant', 'other'] as const;
export const IDENTIFICATION_TYPES = ['drivers_license', 'state_id', 'passport'] as const;

export const OWNERSHIP_LABELS: Record<(typeof OWNERSHIP)[number], string> = {
  owner: 'Owner',
  tenant: 'Tenant',
  other: 'Other',
};
export const IDENTIFICATION_TYPE_LABELS: Record<(typeof IDENTIFICATION_TYPES)[number], string> = {
  drivers_license: "Driver's license",
  state_id: 'State ID',
  passport: 'Passport',
};

/** The message ids of a name the person gives for themself ("Enter your first name."). */
const NAME_REQUIRED = { first: 'contract.profile.firstName.required', last: 'contract.profile.lastName.required' } as const;

/** A name the person gives for themself. Every message is a message id of the kit's catalogs (see zod-config.ts). */
const name = (which: 'first' | 'last') =>
  z.string(NAME_REQUIRED[which]).check(z.trim(), z.minLength(1, NAME_REQUIRED[which]), z.maxLength(100, 'contract.common.maxLength.100'));

export const profileSchema = z.object({
  id: z.number().check(z.int()),
  email: z.email(),
  first_name: z.string(),
  last_name: z.string(),
  is_superuser: z.boolean(),
  is_admin: z.boolean(),
  ownership: z.nullable(z.enum(OWNERSHIP)),
  primary_contact: z.nullable(z.string()),
  identification_type: z.nullable(z.enum(IDENTIFICATION_TYPES)),
  identification_number: z.nullable(z.string()),
  /** The language the person chose (a code the portal speaks): the portal and its mail speak it. */
  language: z.optional(z.nullable(z.string())),
});
export type Profile = z.infer<typeof profileSchema>;

/** Fields a person may change on their own profile. */
export const profileUpdateSchema = z.partial(
  z.strictObject({
    first_name: name('first'),
    last_name: name('last'),
    ownership: z.enum(OWNERSHIP, 'contract.profile.ownership.required'),
    primary_contact: z
      .string('contract.profile.primaryContact.required')
      .check(z.trim(), z.regex(/^\+?[0-9 ()-]{7,20}$/, 'contract.profile.primaryContact.invalid')),
    identification_type: z.enum(IDENTIFICATION_TYPES, 'contract.profile.identificationType.required'),
    identification_number: z
      .string('contract.profile.identificationNumber.required')
      .check(z.trim(), z.minLength(4, 'contract.profile.identificationNumber.tooShort'), z.maxLength(40, 'contract.common.maxLength.40')),
    language: z
      .string('contract.profile.language.required')
      .check(z.regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, 'contract.profile.language.required')),
  }),
);
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** docs/product-rules.md#complete-profile: the profile is complete only when all of these are present. */
export const PROFILE_REQUIRED_FIELDS = [
  'email',
  'first_name',
  'ownership',
  'primary_contact',
  'identification_type',
  'identification_number',
] as const;

export function isProfileComplete(profile: Partial<Profile> | null | undefined): boolean {
  if (!profile) return false;
  return PROFILE_REQUIRED_FIELDS.every((field) => {
    const value = profile[field];
    return typeof value === 'string' && value.trim() !== '';
  });
}
