import { optional, SelectField, TextField, useLabels, type FormField, type FormValues } from '@portal/shared';
import { IDENTIFICATION_TYPES, OWNERSHIP } from '@portal/shared/contracts';

import { useText } from '../text';

export const PROFILE_FIELD_NAMES = ['ownership', 'primary_contact', 'identification_type', 'identification_number'] as const;
type Field = FormField<(typeof PROFILE_FIELD_NAMES)[number]>;

/** The profile fields docs/product-rules.md#complete-profile needs for a complete profile, as one block for register and profile. */
export function ProfileFields({ field }: { field: Field }) {
  const t = useText();
  const label = useLabels();
  const identificationTypes = IDENTIFICATION_TYPES.map((value) => ({ value, label: label('identificationType', value) }));
  return (
    <>
      <OwnershipField {...field('ownership')} />
      <TextField
        label={t('profileFields.phone')}
        hint={t('profileFields.phone.hint')}
        type="tel"
        autoComplete="tel"
        {...field('primary_contact')}
      />
      <SelectField
        label={t('profileFields.idType')}
        placeholder={t('common.select')}
        options={identificationTypes}
        {...field('identification_type')}
      />
      <TextField label={t('profileFields.idNumber')} autoComplete="off" {...field('identification_number')} />
    </>
  );
}

/** Whether the person owns, rents or otherwise holds a property: on the profile and on each property. */
export function OwnershipField(props: ReturnType<FormField<'ownership'>>) {
  const t = useText();
  const label = useLabels();
  const options = OWNERSHIP.map((value) => ({ value, label: label('ownership', value) }));
  return <SelectField label={t('field.ownership')} placeholder={t('common.select')} options={options} {...props} />;
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
