import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';

import {
  DraftNotice,
  ErrorSummary,
  FormPage,
  idOrNull,
  langOf,
  optional,
  ProfileRequired,
  SelectField,
  TextAreaField,
  TextField,
  useApi,
  useForm,
} from '@portal/shared';
import { complaintDetailSchema, complaintInputSchema, type Upload } from '@portal/shared/contracts';

import { myPropertiesQuery } from '../cases/get-case-data';
import { UploadStep } from '../cases/upload-step';
import { Rich, useText } from '../text';
import { complaintKeys, complaintTypesQuery } from './get-complaints';

export function LodgeComplaintPage() {
  const t = useText();
  return (
    <FormPage title={t('title.lodgeComplaint')} breadcrumbs={[{ to: '/services', label: t('title.services') }]}>
      <ProfileRequired action={t('lodgeComplaint.profileAction')}>
        <LodgeComplaintForm />
      </ProfileRequired>
    </FormPage>
  );
}

function LodgeComplaintForm() {
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const t = useText();
  const types = useQuery(complaintTypesQuery(api));
  const properties = useQuery(myPropertiesQuery(api));
  const [photos, setPhotos] = useState<Upload[]>([]);
  const form = useForm(
    complaintInputSchema,
    { complaint_type_id: '', description: '', property_id: '', address: '' },
    { draft: 'complaint' },
  );

  const submit = form.onSubmit(
    (values) => ({
      complaint_type_id: idOrNull(values.complaint_type_id) ?? 0,
      description: values.description ?? '',
      property_id: idOrNull(values.property_id),
      address: values.property_id ? null : (optional(values.address) ?? null),
      photo_ids: photos.map((photo) => photo.id),
    }),
    async (input, { idempotencyKey }) => {
      const complaint = await api.post('/complaints/', input, {
        schema: complaintDetailSchema,
        headers: { 'Idempotency-Key': idempotencyKey },
      });
      await queryClient.invalidateQueries({ queryKey: complaintKeys.all });
      navigate(`/complaints/${complaint.id}`, { state: { lodged: true } });
    },
  );

  return (
    <>
      <ErrorSummary errors={form.summary} />
      <DraftNotice form={form} />
      <p>{t('form.required')}</p>
      <form className="usa-form usa-form--large" noValidate onSubmit={submit}>
        <SelectField
          label={t('lodgeComplaint.type.label')}
          placeholder={t('form.select')}
          options={(types.data ?? []).map((type) => ({ value: type.id, label: type.name, ...langOf(type) }))}
          {...form.field('complaint_type_id')}
          name="complaint_type_id"
        />
        <TextAreaField
          label={t('lodgeComplaint.description.label')}
          hint={t('lodgeComplaint.description.hint')}
          {...form.field('description')}
        />
        <fieldset className="usa-fieldset margin-top-3">
          <legend className="usa-legend">{t('lodgeComplaint.place.legend')}</legend>
          <span className="usa-hint">{t('lodgeComplaint.place.hint')}</span>
          <SelectField
            label={t('lodgeComplaint.property.label')}
            placeholder={t('lodgeComplaint.property.elsewhere')}
            options={(properties.data ?? []).map((property) => ({ value: property.id, label: property.address_line1 }))}
            {...form.field('property_id')}
          />
          {!form.values.property_id && (
            <TextField label={t('lodgeComplaint.address.label')} hint={t('lodgeComplaint.address.hint')} {...form.field('address')} />
          )}
          <p className="usa-hint">
            <Rich id="property.notListed" components={{ 0: <Link to="/users/properties/create" /> }} />
          </p>
        </fieldset>
        <UploadStep
          upload={{ name: 'photo_ids', label: t('lodgeComplaint.photos.label'), purpose: 'complaint_photo' }}
          uploads={photos}
          onUploads={setPhotos}
          form={form}
          submit={t('lodgeComplaint.submit')}
        />
      </form>
    </>
  );
}
