import { useSearchParams } from 'react-router';

import { CheckboxField, ErrorSummary, formatMoney, RadioGroupField, TextField, useApi, useForm, type FormValues } from '@portal/shared';
import {
  DONATION_MAX_CENTS,
  DONATION_MIN_CENTS,
  donationCheckoutSchema,
  donationInputSchema,
  type DonationCause,
} from '@portal/shared/contracts';

import { amountOptions, chosenCents, OTHER_AMOUNT } from './amount';
import { saveDraft } from './donation-draft';
import { DonationReview } from './donation-review';

const REVIEW = 'review';

/** Step one chooses (checked by the contract), step two reviews and sends the person to pay. */
export function DonateForm({ causes, initial }: { causes: DonationCause[]; initial: FormValues }) {
  const api = useApi();
  const [searchParams, setSearchParams] = useSearchParams();
  const form = useForm(donationInputSchema, initial);
  const toInput = (values: FormValues) => ({
    cause_slug: values.cause_slug ?? '',
    amount_cents: chosenCents(values.amount, values.custom_amount),
    anonymous: values.anonymous === 'true',
  });
  const set = (name: string) => (value: string) => form.setValues((current) => ({ ...current, [name]: value }));
  const other = form.values.amount === OTHER_AMOUNT;
  // The API may refuse what the contract let through (a cause that just closed): back to the fields.
  const reviewing = searchParams.get('step') === REVIEW && Object.keys(form.errors).length === 0;
  const cause = causes.find((item) => item.slug === form.values.cause_slug);

  const review = form.onSubmit(toInput, async () => {
    saveDraft(form.values);
    setSearchParams((params) => {
      params.set('step', REVIEW);
      return params;
    });
  });
  const pay = form.onSubmit(toInput, async (input) => {
    const draft = saveDraft(form.values);
    const { checkout_url } = await api.post('/donations/', input, {
      schema: donationCheckoutSchema,
      headers: { 'Idempotency-Key': draft.key },
    });
    window.location.assign(checkout_url);
  });

  if (reviewing && cause) {
    return (
      <DonationReview
        cause={cause}
        input={toInput(form.values)}
        summary={form.summary}
        submitting={form.submitting}
        onPay={pay}
        onChange={() =>
          setSearchParams((params) => {
            params.delete('step');
            return params;
          })
        }
      />
    );
  }

  // Errors on the amount sit next to the box the person typed in, when they typed one.
  const summary = form.summary.map((error) => (error.field === 'amount_cents' && other ? { ...error, field: 'custom_amount' } : error));
  return (
    <>
      <ErrorSummary errors={summary} />
      <form className="usa-form usa-form--large" noValidate onSubmit={review}>
        <RadioGroupField
          name="cause_slug"
          legend="What would you like to support?"
          tile
          options={causes.map((item) => ({ value: item.slug, label: item.title, description: item.summary }))}
          value={form.values.cause_slug ?? ''}
          onChange={set('cause_slug')}
          error={form.errors.cause_slug}
        />
        <RadioGroupField
          name="amount_cents"
          legend="How much would you like to give?"
          hint={`In US dollars, from ${formatMoney(DONATION_MIN_CENTS)} to ${formatMoney(DONATION_MAX_CENTS)}.`}
          options={amountOptions}
          value={form.values.amount ?? ''}
          onChange={set('amount')}
          error={other ? undefined : form.errors.amount_cents}
        >
          {other && (
            <TextField
              label="Amount in dollars"
              inputMode="decimal"
              autoComplete="off"
              className="usa-input--small"
              {...form.field('custom_amount')}
              error={form.errors.amount_cents}
            />
          )}
        </RadioGroupField>
        <CheckboxField
          name="anonymous"
          label="Give anonymously"
          description={<>Others see &ldquo;Anonymous&rdquo; instead of your name. Your receipt still carries your name.</>}
          checked={form.values.anonymous === 'true'}
          onChange={(checked) => set('anonymous')(checked ? 'true' : '')}
          className="margin-y-3"
        />
        <button type="submit" className="usa-button">
          Continue
        </button>
      </form>
    </>
  );
}
