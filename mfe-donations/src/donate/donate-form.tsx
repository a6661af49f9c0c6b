import { useEffect, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';

import {
  CheckboxField,
  DraftNotice,
  ErrorSummary,
  formatMoney,
  FormPage,
  langOf,
  MoneyField,
  RadioGroupField,
  useApi,
  useForm,
  type FormValues,
} from '@portal/shared';
import {
  DONATION_MAX_CENTS,
  DONATION_MIN_CENTS,
  donationCheckoutSchema,
  donationInputSchema,
  type DonationCause,
} from '@portal/shared/contracts';

import { useText } from '../text';
import { amountOptions, chosenCents, OTHER_AMOUNT } from './amount';
import { donateHeading } from './donate-heading';
import { saveDraft } from './donation-draft';
import { DonationReview } from './donation-review';

/** The check step is in the URL, so that it is a page of its own: the back button returns to the fields. */
export const REVIEW = 'review';

const withoutStep = (params: URLSearchParams) => {
  params.delete('step');
  return params;
};

/** Step one chooses (checked by the contract), step two checks the answers and sends the person to pay. */
export function DonateForm({ causes, initial }: { causes: DonationCause[]; initial: FormValues }) {
  const api = useApi();
  const [searchParams, setSearchParams] = useSearchParams();
  const t = useText();
  const form = useForm(donationInputSchema, initial, { draft: 'donation' });
  const toInput = (values: FormValues) => ({
    // Only an open cause can be chosen: a link or a kept draft naming another is no choice.
    cause_slug: causes.some((item) => item.slug === values.cause_slug) ? (values.cause_slug ?? '') : '',
    amount_cents: chosenCents(values.amount, values.custom_amount),
    anonymous: values.anonymous === 'true',
  });
  const set = (name: string) => (value: string) => form.setValues((current) => ({ ...current, [name]: value }));
  const other = form.values.amount === OTHER_AMOUNT;
  const input = toInput(form.values);
  const cause = causes.find((item) => item.slug === input.cause_slug);
  const complete = cause !== undefined && donationInputSchema.safeParse(input).success;
  const askedToCheck = searchParams.get('step') === REVIEW;
  // The API may refuse what the contract let through (a cause that just closed): back to the fields.
  const reviewing = askedToCheck && complete && Object.keys(form.errors).length === 0;

  const review = form.onSubmit(toInput, async () => {
    saveDraft(form.values);
    setSearchParams((params) => {
      params.set('step', REVIEW);
      return params;
    });
  });
  const pay = form.onSubmit(toInput, async (data) => {
    const draft = saveDraft(form.values);
    const { checkout_url } = await api.post('/donations/', data, {
      schema: donationCheckoutSchema,
      headers: { 'Idempotency-Key': draft.key },
    });
    window.location.assign(checkout_url);
  });

  // A check page is never drawn without its answers: a check step opened with missing or wrong
  // answers (an old link, a typed URL, a refused payment) is the form again, saying what to fix.
  useEffect(() => {
    if (!askedToCheck || reviewing) return;
    setSearchParams(withoutStep, { replace: true });
    if (!complete) void review({ preventDefault() {} } as FormEvent);
    // Runs when the step or the answers' completeness change, not on every keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [askedToCheck, reviewing, complete]);

  const formLink = `?${withoutStep(new URLSearchParams(searchParams))}`;
  if (reviewing && cause) {
    return (
      <FormPage {...donateHeading(t, 'check', formLink)}>
        <DonationReview cause={cause} input={input} summary={form.summary} submitting={form.submitting} onPay={pay} changeLink={formLink} />
      </FormPage>
    );
  }

  // Errors on the amount sit next to the box the person typed in, when they typed one.
  const summary = form.summary.map((error) => (error.field === 'amount_cents' && other ? { ...error, field: 'custom_amount' } : error));
  return (
    <FormPage {...donateHeading(t, 'form')}>
      <ErrorSummary errors={summary} />
      <DraftNotice form={form} />
      <form className="usa-form usa-form--large" noValidate onSubmit={review}>
        <RadioGroupField
          name="cause_slug"
          legend={t('donate.cause.legend')}
          tile
          options={causes.map((item) => ({ value: item.slug, label: item.title, description: item.summary, ...langOf(item) }))}
          value={form.values.cause_slug ?? ''}
          onChange={set('cause_slug')}
          error={form.errors.cause_slug}
        />
        <RadioGroupField
          name="amount_cents"
          legend={t('donate.amount.legend')}
          hint={t('donate.amount.hint', { min: formatMoney(DONATION_MIN_CENTS), max: formatMoney(DONATION_MAX_CENTS) })}
          options={amountOptions(t('donate.amount.other'))}
          value={form.values.amount ?? ''}
          onChange={set('amount')}
          error={other ? undefined : form.errors.amount_cents}
        >
          {other && (
            <MoneyField
              label={t('donate.amount.dollars')}
              autoComplete="off"
              {...form.field('custom_amount')}
              error={form.errors.amount_cents}
            />
          )}
        </RadioGroupField>
        <CheckboxField
          name="anonymous"
          label={t('donate.anonymous.label')}
          description={t('donate.anonymous.description')}
          checked={form.values.anonymous === 'true'}
          onChange={(checked) => set('anonymous')(checked ? 'true' : '')}
          className="margin-y-3"
        />
        <button type="submit" className="usa-button">
          {t('donate.continue')}
        </button>
      </form>
    </FormPage>
  );
}
