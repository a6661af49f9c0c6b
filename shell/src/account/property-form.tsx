import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

import {
  ErrorSummary,
  idOrNull,
  labelOptions,
  optional,
  SelectField,
  TextField,
  useForm,
  usePortal,
  withConfirmation,
  type FormValues,
} from '@portal/shared';
import { OWNERSHIP_LABELS, propertyInputSchema, propertySchema, type Property } from '@portal/shared/contracts';

import { accountKeys, referenceQuery, suburbsQuery } from './account-queries';

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
          ? { title: 'Property updated', text: `${saved.address_line1} is updated.` }
          : { title: 'Property added', text: `${saved.address_line1} is added to your properties.` },
      ),
    );
  });

  const townField = form.field('town_id');
  return (
    <>
      <ErrorSummary errors={form.summary} />
      <form className="usa-form usa-form--large" noValidate onSubmit={submit}>
        <fieldset className="usa-fieldset">
          <legend className="usa-legend usa-legend--large">Address</legend>
          <TextField label="Street address" autoComplete="address-line1" {...form.field('address_line1')} />
          <TextField label="Street address line 2 (optional)" autoComplete="address-line2" {...form.field('address_line2')} />
          <SelectField
            label="Town"
            placeholder="- Select -"
            options={options(towns.data)}
            {...townField}
            onChange={(event) => {
              townField.onChange(event);
              form.setValues((current) => ({ ...current, town_id: event.target.value, suburb_id: '' }));
            }}
          />
          <SelectField
            label="Suburb"
            placeholder={form.values.town_id ? '- Select -' : 'Choose a town first'}
            options={options(suburbs.data)}
            disabled={!form.values.town_id}
            {...form.field('suburb_id')}
          />
          <TextField
            label="ZIP code"
            inputMode="numeric"
            autoComplete="postal-code"
            className="usa-input--medium"
            {...form.field('postal_code')}
          />
        </fieldset>
        <SelectField label="Ownership" placeholder="- Select -" options={labelOptions(OWNERSHIP_LABELS)} {...form.field('ownership')} />
        <fieldset className="usa-fieldset">
          <legend className="usa-legend usa-legend--large">Meters (optional)</legend>
          <SelectField
            label="Water meter type"
            placeholder="None"
            options={options(waterTypes.data)}
            {...form.field('water_meter_type_id')}
          />
          <TextField label="Water meter number" {...form.field('water_meter_number')} />
          <SelectField
            label="Electrical meter type"
            placeholder="None"
            options={options(electricalTypes.data)}
            {...form.field('electrical_meter_type_id')}
          />
          <TextField label="Electrical meter number" {...form.field('electrical_meter_number')} />
        </fieldset>
        <button type="submit" className="usa-button" disabled={form.submitting}>
          {property ? 'Save property' : 'Add property'}
        </button>
      </form>
    </>
  );
}
