import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';

import {
  ConfirmationPage,
  DraftNotice,
  ErrorSummary,
  formatDate,
  FormPage,
  organizationQuery,
  TextAreaField,
  TextField,
  useForm,
  usePortal,
} from '@portal/shared';
import { contactMessageInputSchema, contactMessageReceiptSchema, type ContactMessageReceipt, type Profile } from '@portal/shared/contracts';

import { Rich, useText } from '../text';
import { PhoneLink } from './phone-link';

export function ContactUsPage() {
  const { session } = usePortal();
  const t = useText();
  // The form starts from the person's name and email, so it waits for the profile.
  if (!session.account) return <p role="status">{t('common.loading')}</p>;
  return <ContactUsForm account={session.account} />;
}

function ContactUsForm({ account }: { account: Profile }) {
  const { api } = usePortal();
  const organization = useQuery(organizationQuery(api));
  const [receipt, setReceipt] = useState<ContactMessageReceipt | null>(null);
  const t = useText();
  const form = useForm(
    contactMessageInputSchema,
    {
      name: `${account.first_name} ${account.last_name}`.trim(),
      email: account.email,
      subject: '',
      message: '',
    },
    { draft: 'contact' },
  );
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
      <ConfirmationPage title={t('contact.sent.title')} reference={receipt.reference} focus>
        <h2>{t('contact.next.heading')}</h2>
        <p>{t('contact.next.text', { date: formatDate(receipt.created_at) })}</p>
        <p>
          <Link to="/">{t('contact.home')}</Link>
        </p>
      </ConfirmationPage>
    );
  }

  return (
    <FormPage
      title={t('title.contact')}
      asideLabel={t('contact.other')}
      aside={
        organization.data && (
          <>
            <h2>{t('contact.other')}</h2>
            <p>
              <Rich id="contact.phone" values={{ phone: <PhoneLink phone={organization.data.phone} /> }} />
              <br />
              <Rich id="contact.email" values={{ email: <a href={`mailto:${organization.data.email}`}>{organization.data.email}</a> }} />
            </p>
            <p>{organization.data.address}</p>
            <p>{organization.data.office_hours}</p>
          </>
        )
      }
    >
      <ErrorSummary errors={form.summary} />
      <DraftNotice form={form} />
      <form className="usa-form usa-form--large" noValidate onSubmit={submit}>
        <TextField label={t('contact.name')} autoComplete="name" {...form.field('name')} />
        <TextField label={t('field.email')} type="email" autoComplete="email" {...form.field('email')} />
        <TextField label={t('contact.subject')} {...form.field('subject')} />
        <TextAreaField label={t('contact.message')} {...form.field('message')} />
        <button type="submit" className="usa-button" disabled={form.submitting}>
          {t('contact.submit')}
        </button>
      </form>
    </FormPage>
  );
}
