import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';

import {
  ConfirmationPanel,
  ErrorSummary,
  formatDate,
  organizationQuery,
  TextAreaField,
  TextField,
  useForm,
  usePortal,
} from '@portal/shared';
import { contactMessageInputSchema, contactMessageReceiptSchema, type ContactMessageReceipt, type Profile } from '@portal/shared/contracts';

import { PhoneLink } from './phone-link';

export function ContactUsPage() {
  const { session } = usePortal();
  // The form starts from the person's name and email, so it waits for the profile.
  if (!session.account) return <p role="status">Loading…</p>;
  return <ContactUsForm account={session.account} />;
}

function ContactUsForm({ account }: { account: Profile }) {
  const { api } = usePortal();
  const organization = useQuery(organizationQuery(api));
  const [receipt, setReceipt] = useState<ContactMessageReceipt | null>(null);
  const form = useForm(contactMessageInputSchema, {
    name: `${account.first_name} ${account.last_name}`.trim(),
    email: account.email,
    subject: '',
    message: '',
  });
  const submit = form.onSubmit(
    (values) => values,
    async (input, { idempotencyKey }) =>
      setReceipt(
        await api.post('/contact-messages/', input, {
          schema: contactMessageReceiptSchema,
          headers: { 'Idempotency-Key': idempotencyKey },
        }),
      ),
  );

  if (receipt) {
    return (
      <>
        {/* The panel is the page's heading now, as GOV.UK's confirmation pages have it. */}
        <ConfirmationPanel title="Message sent" reference={receipt.reference} headingLevel={1}>
          <h2>What happens next</h2>
          <p>
            We received your message on {formatDate(receipt.created_at)} and sent a copy to your email. Staff answer most messages within
            two working days; quote your reference number if you write again.
          </p>
          <p>
            <Link to="/">Back to the home page</Link>
          </p>
        </ConfirmationPanel>
      </>
    );
  }

  return (
    <div className="grid-row grid-gap">
      <div className="tablet:grid-col-8">
        <h1>Contact us</h1>
        <ErrorSummary errors={form.summary} />
        <form className="usa-form usa-form--large" noValidate onSubmit={submit}>
          <TextField label="Your name" autoComplete="name" {...form.field('name')} />
          <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
          <TextField label="Subject" {...form.field('subject')} />
          <TextAreaField label="Message" {...form.field('message')} />
          <button type="submit" className="usa-button" disabled={form.submitting}>
            Send message
          </button>
        </form>
      </div>
      {organization.data && (
        <aside className="tablet:grid-col-4" aria-label="Other ways to reach us">
          <h2>Other ways to reach us</h2>
          <p>
            Phone: <PhoneLink phone={organization.data.phone} />
            <br />
            Email: <a href={`mailto:${organization.data.email}`}>{organization.data.email}</a>
          </p>
          <p>{organization.data.address}</p>
          <p>{organization.data.office_hours}</p>
        </aside>
      )}
    </div>
  );
}
