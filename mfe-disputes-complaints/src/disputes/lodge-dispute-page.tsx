import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';

import {
  Breadcrumbs,
  ErrorSummary,
  idOrNull,
  ProfileRequired,
  QueryState,
  SelectField,
  TextAreaField,
  TextField,
  useApi,
  useForm,
} from '@portal/shared';
import { disputeDetailSchema, disputeInputSchema, type DisputeType, type Upload } from '@portal/shared/contracts';

import { FileUploadField } from '../cases/file-upload-field';
import { myPropertiesQuery } from '../cases/get-case-data';
import { disputeKeys, disputeTypeQuery } from './get-disputes';

export function LodgeDisputePage() {
  const { type = '' } = useParams();
  const api = useApi();
  const query = useQuery(disputeTypeQuery(api, type));
  return (
    <QueryState query={query} label="the dispute form">
      {() =>
        query.data && (
          <>
            <Breadcrumbs
              trail={[
                { to: '/services', label: 'Services' },
                { to: '/services/disputes', label: 'Dispute a bill' },
              ]}
              current={query.data.name}
            />
            <h1>Dispute: {query.data.name}</h1>
            <p className="usa-intro">{query.data.description}</p>
            <ProfileRequired action="lodge a dispute">
              <LodgeDisputeForm type={query.data} />
            </ProfileRequired>
          </>
        )
      }
    </QueryState>
  );
}

/** Dollars as typed ("125.40", "$1,200") to cents; NaN when it is not an amount. */
function toCents(value: string | undefined): number {
  const text = (value ?? '').replace(/[$,\s]/g, '');
  return /^\d+(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : Number.NaN;
}

function LodgeDisputeForm({ type }: { type: DisputeType }) {
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const properties = useQuery(myPropertiesQuery(api));
  const [evidence, setEvidence] = useState<Upload[]>([]);
  const form = useForm(disputeInputSchema, { property_id: '', billing_period: '', amount: '', description: '' });

  const submit = form.onSubmit(
    (values) => ({
      property_id: idOrNull(values.property_id) ?? 0,
      billing_period: values.billing_period ?? '',
      amount_disputed_cents: toCents(values.amount),
      answers: type.criteria
        .map((criterion) => ({ criterion_id: criterion.id, answer: (values[`answer_${criterion.id}`] ?? '').trim() }))
        .filter((answer) => answer.answer),
      description: values.description ?? '',
      evidence_ids: evidence.map((upload) => upload.id),
    }),
    async (input, { idempotencyKey }) => {
      const dispute = await api.post('/disputes/', input, {
        query: { type: type.slug },
        schema: disputeDetailSchema,
        headers: { 'Idempotency-Key': idempotencyKey },
      });
      await queryClient.invalidateQueries({ queryKey: disputeKeys.all });
      navigate(`/disputes/${dispute.id}`, { state: { lodged: true } });
    },
  );
  const amount = form.field('amount');

  return (
    <>
      <ErrorSummary
        errors={form.summary.map((error) => (error.field === 'amount_disputed_cents' ? { ...error, field: 'amount' } : error))}
      />
      <form className="usa-form usa-form--large" noValidate onSubmit={submit}>
        <SelectField
          label="Property"
          placeholder="- Select -"
          options={(properties.data ?? []).map((property) => ({ value: property.id, label: property.address_line1 }))}
          {...form.field('property_id')}
        />
        <p className="usa-hint">
          Not listed? <Link to="/users/properties/create">Add a property to your profile</Link>.
        </p>
        <TextField label="Billing month" type="month" hint="The month on the bill, like 2026-10." {...form.field('billing_period')} />
        <TextField
          label="Amount you dispute, in dollars"
          inputMode="decimal"
          {...amount}
          error={amount.error ?? form.errors.amount_disputed_cents}
        />
        {type.criteria.map((criterion) => (
          <TextAreaField
            key={criterion.id}
            rows={2}
            label={`${criterion.question}${criterion.required ? '' : ' (optional)'}`}
            hint={criterion.help}
            {...form.field(`answer_${criterion.id}`)}
            error={form.errors[`answer_${criterion.id}`] ?? (criterion.required ? form.errors.answers : undefined)}
          />
        ))}
        <TextAreaField label="Why is the bill wrong?" {...form.field('description')} />
        <FileUploadField
          name="evidence_ids"
          label="Evidence (optional)"
          purpose="dispute_evidence"
          value={evidence}
          onChange={setEvidence}
          error={form.errors.evidence_ids}
        />
        <button type="submit" className="usa-button" disabled={form.submitting}>
          Submit dispute
        </button>
      </form>
    </>
  );
}
