import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';

import {
  Breadcrumbs,
  ErrorSummary,
  idOrNull,
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
import { complaintKeys, complaintTypesQuery } from './get-complaints';

const PHOTOS = { name: 'photo_ids', label: 'Photos (optional)', purpose: 'complaint_photo' } as const;

export function LodgeComplaintPage() {
  return (
    <>
      <Breadcrumbs trail={[{ to: '/services', label: 'Services' }]} current="Report a problem" />
      <h1>Report a problem</h1>
      <ProfileRequired action="lodge a complaint">
        <LodgeComplaintForm />
      </ProfileRequired>
    </>
  );
}

function LodgeComplaintForm() {
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const types = useQuery(complaintTypesQuery(api));
  const properties = useQuery(myPropertiesQuery(api));
  const [photos, setPhotos] = useState<Upload[]>([]);
  const form = useForm(complaintInputSchema, { complaint_type_id: '', description: '', property_id: '', address: '' });

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
      <p>All questions are required unless they say they are optional.</p>
      <form className="usa-form usa-form--large" noValidate onSubmit={submit}>
        <SelectField
          label="What kind of problem is it?"
          placeholder="- Select -"
          options={(types.data ?? []).map((type) => ({ value: type.id, label: type.name }))}
          {...form.field('complaint_type_id')}
          name="complaint_type_id"
        />
        <TextAreaField
          label="Describe the problem"
          hint="What is wrong, since when, and anything that helps us find it."
          {...form.field('description')}
        />
        <fieldset className="usa-fieldset margin-top-3">
          <legend className="usa-legend">Where is it?</legend>
          <span className="usa-hint">Choose one of your properties, or choose “Somewhere else” and enter the address.</span>
          <SelectField
            label="One of your properties"
            placeholder="Somewhere else"
            options={(properties.data ?? []).map((property) => ({ value: property.id, label: property.address_line1 }))}
            {...form.field('property_id')}
          />
          {!form.values.property_id && (
            <TextField label="Address or place" hint="For example: corner of Elm Street and 5th Avenue." {...form.field('address')} />
          )}
          <p className="usa-hint">
            Not listed? <Link to="/users/properties/create">Add a property to your profile</Link>.
          </p>
        </fieldset>
        <UploadStep upload={PHOTOS} uploads={photos} onUploads={setPhotos} form={form} submit="Submit complaint" />
      </form>
    </>
  );
}
