import { optional, SelectField, TextField, useLabels, type FormField, type FormValues } from '@portal/shared';
import { IDENTIFICATION_TYPES, OWNERSHIP } from '@portal/shared/contracts';

import { useText } from '../text';

export const PROFILE_FIELD_NAMES = ['ownership', 'primary_contact', 'identification_type', 'identification_number'] as const;
type Field = FormField<(typeof PROFILE_FIELD_NAMES)[number]>;

/**
 * The profile fields docs/product-rules.md#complete-profile needs for a complete profile, as one
 * block for register and profile; `optional` where they may be left for later (registering), each
 * label then says so.
 */
export function ProfileFields({ field, optional = false }: { field: Field; optional?: boolean }) {
  const text = useText();
  const t = (id: 'profileFields.phone' | 'profileFields.idType' | 'profileFields.idNumber') =>
    optional ? text('field.optional', { label: text(id) }) : text(id);
  const label = useLabels();
  const identificationTypes = IDENTIFICATION_TYPES.map((value) => ({ value, label: label('identificationType', value) }));
  return (
    <>
      <OwnershipField optional={optional} {...field('ownership')} />
      <TextField
        label={t('profileFields.phone')}
        hint={text('profileFields.phone.hint')}
        type="tel"
        autoComplete="tel"
        {...field('primary_contact')}
      />
      <SelectField
        label={t('profileFields.idType')}
        placeholder={text('common.select')}
        options={identificationTypes}
        {...field('identification_type')}
      />
      <TextField label={t('profileFields.idNumber')} autoComplete="off" {...field('identification_number')} />
    </>
  );
}

/** Whether the person owns, rents or otherwise holds a property: on the profile and on each property. */
export function OwnershipField({ optional = false, ...props }: ReturnType<FormField<'ownership'>> & { optional?: boolean }) {
  const t = useText();
  const label = useLabels();
  const options = OWNERSHIP.map((value) => ({ value, label: label('ownership', value) }));
  const name = optional ? t('field.optional', { label: t('field.ownership') }) : t('field.ownership');
  return <SelectField label={name} placeholder={t('common.select')} options={options} {...props} />;
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
