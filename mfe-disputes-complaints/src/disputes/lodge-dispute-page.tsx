import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';

import {
  dollarsToCents,
  DraftNotice,
  ErrorSummary,
  FormPage,
  idOrNull,
  langOf,
  MoneyField,
  MonthField,
  ProfileRequired,
  QueryState,
  RadioGroupField,
  SelectField,
  TextAreaField,
  TextField,
  useApi,
  useForm,
} from '@portal/shared';
import { disputeDetailSchema, disputeFormSchema, type DisputeType, type Upload } from '@portal/shared/contracts';

import { myPropertiesQuery } from '../cases/get-case-data';
import { UploadStep } from '../cases/upload-step';
import { Rich, useText } from '../text';
import { disputeKeys, disputeTypeQuery } from './get-disputes';

export function LodgeDisputePage() {
  const { type = '' } = useParams();
  const api = useApi();
  const query = useQuery(disputeTypeQuery(api, type));
  const t = useText();
  return (
    <QueryState query={query} label={t('lodgeDispute.label')}>
      {() =>
        query.data && (
          <FormPage
            title={t('lodgeDispute.heading', { type: query.data.name })}
            heading={<Rich id="lodgeDispute.heading" values={{ type: <span {...langOf(query.data)}>{query.data.name}</span> }} />}
            breadcrumbs={[
              { to: '/services', label: t('title.services') },
              { to: '/services/disputes', label: t('title.disputeTypes') },
            ]}
            lead={
              <p className="usa-intro" {...langOf(query.data)}>
                {query.data.description}
              </p>
            }
          >
            <ProfileRequired action={t('lodgeDispute.profileAction')}>
              <LodgeDisputeForm type={query.data} />
            </ProfileRequired>
          </FormPage>
        )
      }
    </QueryState>
  );
}

/** The help under a question, less what its radios already say. */
function criterionHint(criterion: DisputeType['criteria'][number]): string | undefined {
  const help = criterion.help.trim();
  if (!help || (criterion.yes_no && /^answer yes or no\.?$/i.test(help))) return undefined;
  return help;
}

/** The form's fields: the bill's, and one answer per criterion of the type. */
type DisputeFormValues = Record<'property_id' | 'billing_period' | 'amount' | 'description' | `answer_${number}`, string>;

function LodgeDisputeForm({ type }: { type: DisputeType }) {
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const t = useText();
  const properties = useQuery(myPropertiesQuery(api));
  const [evidence, setEvidence] = useState<Upload[]>([]);
  const schema = useMemo(() => disputeFormSchema(type), [type]);
  // Every answer is a field of its own, so that the draft keeps it too.
  const answers = Object.fromEntries(type.criteria.map((criterion) => [`answer_${criterion.id}`, '']));
  const form = useForm<typeof schema, DisputeFormValues>(
    schema,
    { property_id: '', billing_period: '', amount: '', description: '', ...answers },
    { draft: `dispute:${type.slug}` },
  );

  const submit = form.onSubmit(
    (values) => ({
      property_id: idOrNull(values.property_id) ?? 0,
      billing_period: values.billing_period ?? '',
      amount_disputed_cents: dollarsToCents(values.amount ?? ''),
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
  // The answer sent is the API's "Yes" or "No", whatever the page's language; only its label is translated.
  const yesNo = [
    { value: 'Yes', label: t('lodgeDispute.yes') },
    { value: 'No', label: t('lodgeDispute.no') },
  ];

  return (
    <>
      <ErrorSummary
        errors={form.summary.map((error) => (error.field === 'amount_disputed_cents' ? { ...error, field: 'amount' } : error))}
      />
      <DraftNotice form={form} />
      <p>{t('form.required')}</p>
      <form className="usa-form usa-form--large" noValidate onSubmit={submit}>
        <SelectField
          label={t('lodgeDispute.property.label')}
          hint={t('lodgeDispute.property.hint')}
          placeholder={t('form.select')}
          options={(properties.data ?? []).map((property) => ({ value: property.id, label: property.address_line1 }))}
          {...form.field('property_id')}
        />
        <p className="usa-hint">
          <Rich id="property.notListed" components={{ 0: <Link to="/users/properties/create" /> }} />
        </p>
        <MonthField
          name="billing_period"
          legend={t('lodgeDispute.month.legend')}
          hint={t('lodgeDispute.month.hint')}
          value={form.values.billing_period ?? ''}
          onChange={(value) => form.setValues((current) => ({ ...current, billing_period: value }))}
          error={form.errors.billing_period}
        />
        <MoneyField
          label={t('lodgeDispute.amount.label')}
          hint={t('lodgeDispute.amount.hint')}
          {...amount}
          error={amount.error ?? form.errors.amount_disputed_cents}
        />
        {type.criteria.map((criterion) => {
          const name = `answer_${criterion.id}` as const;
          const label = criterion.required ? criterion.question : t('lodgeDispute.criterion.optional', { question: criterion.question });
          const error = form.errors[name] ?? (criterion.required ? form.errors.answers : undefined);
          // The question and its help are staff's words, the answer the resident's.
          const labelLang = langOf(criterion, type).lang;
          return criterion.yes_no ? (
            <RadioGroupField
              key={criterion.id}
              name={name}
              legend={label}
              hint={criterionHint(criterion)}
              labelLang={labelLang}
              options={yesNo}
              value={form.values[name] ?? ''}
              onChange={(value) => form.setValues((current) => ({ ...current, [name]: value }))}
              error={error}
            />
          ) : (
            <TextField
              key={criterion.id}
              label={label}
              hint={criterionHint(criterion)}
              labelLang={labelLang}
              {...form.field(name)}
              error={error}
            />
          );
        })}
        <TextAreaField label={t('lodgeDispute.description.label')} {...form.field('description')} />
        <UploadStep
          upload={{ name: 'evidence_ids', label: t('lodgeDispute.evidence.label'), purpose: 'dispute_evidence' }}
          uploads={evidence}
          onUploads={setEvidence}
          form={form}
          submit={t('lodgeDispute.submit')}
        />
      </form>
    </>
  );
}
