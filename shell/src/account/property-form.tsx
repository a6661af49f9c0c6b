import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

import {
  ErrorSummary,
  idOrNull,
  optional,
  SelectField,
  TextField,
  useForm,
  usePortal,
  withConfirmation,
  type FormValues,
} from '@portal/shared';
import { propertyInputSchema, propertySchema, type Property } from '@portal/shared/contracts';

import { useText } from '../text';
import { accountKeys, referenceQuery, suburbsQuery } from './account-queries';
import { OwnershipField } from './profile-fields';

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

function initialValues(property?: Property): FormValues {
  return {
    address_line1: text(property?.address_line1),
    address_line2: text(property?.address_line2),
    town_id: text(property?.town_id),
    suburb_id: text(property?.suburb_id),
    postal_code: text(property?.postal_code),
    ownership: text(property?.ownership),
    water_meter_type_id: text(property?.water_meter_type_id),
    water_meter_number: text(property?.water_meter_number),
    electrical_meter_type_id: text(property?.electrical_meter_type_id),
    electrical_meter_number: text(property?.electrical_meter_number),
  };
}

function toInput(values: FormValues) {
  return {
    address_line1: values.address_line1 ?? '',
    address_line2: optional(values.address_line2) ?? null,
    town_id: idOrNull(values.town_id) ?? 0,
    suburb_id: idOrNull(values.suburb_id) ?? 0,
    postal_code: values.postal_code ?? '',
    ownership: values.ownership,
    water_meter_type_id: idOrNull(values.water_meter_type_id),
    water_meter_number: optional(values.water_meter_number) ?? null,
    electrical_meter_type_id: idOrNull(values.electrical_meter_type_id),
    electrical_meter_number: optional(values.electrical_meter_number) ?? null,
  };
}

const options = (items: { id: number; name: string }[] | undefined) => (items ?? []).map((item) => ({ value: item.id, label: item.name }));

/** Create or edit a property; the API checks the same contract and that the suburb is in the town. */
export function PropertyForm({ property }: { property?: Property }) {
  const { api } = usePortal();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const t = useText();
  const form = useForm(propertyInputSchema, initialValues(property));
  const towns = useQuery(referenceQuery(api, 'towns'));
  const suburbs = useQuery(suburbsQuery(api, idOrNull(form.values.town_id)));
  const waterTypes = useQuery(referenceQuery(api, 'water-meter-types'));
  const electricalTypes = useQuery(referenceQuery(api, 'electrical-meter-types'));

  const submit = form.onSubmit(toInput, async (input) => {
    const saved = property
      ? await api.patch(`/users/properties/${property.id}/`, input, { schema: propertySchema })
      : await api.post('/users/properties/', input, { schema: propertySchema });
    await queryClient.invalidateQueries({ queryKey: accountKeys.properties });
    navigate(
      '/users/profile/properties',
      withConfirmation(
        property
          ? { title: t('property.updated.title'), text: t('property.updated.text', { address: saved.address_line1 }) }
          : { title: t('property.added.title'), text: t('property.added.text', { address: saved.address_line1 }) },
      ),
    );
  });

  const townField = form.field('town_id');
  return (
    <>
      <ErrorSummary errors={form.summary} />
      <form className="usa-form usa-form--large" noValidate onSubmit={submit}>
        <fieldset className="usa-fieldset">
          <legend className="usa-legend usa-legend--large">{t('property.address')}</legend>
          <TextField label={t('property.street')} autoComplete="address-line1" {...form.field('address_line1')} />
          <TextField label={t('property.street2')} autoComplete="address-line2" {...form.field('address_line2')} />
          <SelectField
            label={t('property.town')}
            placeholder={t('common.select')}
            options={options(towns.data)}
            {...townField}
            onChange={(event) => {
              townField.onChange(event);
              form.setValues((current) => ({ ...current, town_id: event.target.value, suburb_id: '' }));
            }}
          />
          <SelectField
            label={t('property.suburb')}
            placeholder={form.values.town_id ? t('common.select') : t('property.townFirst')}
            options={options(suburbs.data)}
            disabled={!form.values.town_id}
            {...form.field('suburb_id')}
          />
          <TextField
            label={t('property.zip')}
            inputMode="numeric"
            autoComplete="postal-code"
            className="usa-input--medium"
            {...form.field('postal_code')}
          />
        </fieldset>
        <OwnershipField {...form.field('ownership')} />
        <fieldset className="usa-fieldset">
          <legend className="usa-legend usa-legend--large">{t('property.meters')}</legend>
          <SelectField
            label={t('property.waterType')}
            placeholder={t('property.meterNone')}
            options={options(waterTypes.data)}
            {...form.field('water_meter_type_id')}
          />
          <TextField label={t('property.waterNumber')} {...form.field('water_meter_number')} />
          <SelectField
            label={t('property.electricalType')}
            placeholder={t('property.meterNone')}
            options={options(electricalTypes.data)}
            {...form.field('electrical_meter_type_id')}
          />
          <TextField label={t('property.electricalNumber')} {...form.field('electrical_meter_number')} />
        </fieldset>
        <button type="submit" className="usa-button" disabled={form.submitting}>
          {property ? t('property.save') : t('property.add')}
        </button>
      </form>
    </>
  );
}
