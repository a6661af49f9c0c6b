import { labelOptions, optional, SelectField, TextField, type FormField, type FormValues } from '@portal/shared';
import { IDENTIFICATION_TYPE_LABELS, OWNERSHIP_LABELS } from '@portal/shared/contracts';

export const PROFILE_FIELD_NAMES = ['ownership', 'primary_contact', 'identification_type', 'identification_number'] as const;
type Field = FormField<(typeof PROFILE_FIELD_NAMES)[number]>;

/** The profile fields docs/product-rules.md#complete-profile needs for a complete profile, as one block for register and profile. */
export function ProfileFields({ field }: { field: Field }) {
  return (
    <>
      <SelectField label="Ownership" placeholder="- Select -" options={labelOptions(OWNERSHIP_LABELS)} {...field('ownership')} />
      <TextField
        label="Phone number"
        hint="We call this number about your requests, like (555) 123-4567."
        type="tel"
        autoComplete="tel"
        {...field('primary_contact')}
      />
      <SelectField
        label="Identification type"
        placeholder="- Select -"
        options={labelOptions(IDENTIFICATION_TYPE_LABELS)}
        {...field('identification_type')}
      />
      <TextField label="Identification number" autoComplete="off" {...field('identification_number')} />
    </>
  );
}

/** Form values to the contract's shape: empty optional fields are left out. */
export function profileInput(values: FormValues) {
  return Object.fromEntries(
    ['first_name', 'last_name', ...PROFILE_FIELD_NAMES]
      .filter((name) => name in values)
      .map((name) => [name, optional(values[name])])
      .filter(([, value]) => value !== undefined),
  );
}
