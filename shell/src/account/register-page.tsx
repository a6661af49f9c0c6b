import { useState } from 'react';
import { Link } from 'react-router';

import { ConfirmationPage, ErrorSummary, FormPage, TextField, useForm, usePortal } from '@portal/shared';
import { detailSchema, registerSchema } from '@portal/shared/contracts';

import { Rich, useText } from '../text';
import { ProfileFields, profileInput } from './profile-fields';

/**
 * What the person does next, as every confirmation: the panel is the page's heading and takes
 * focus, with the address the message went to; the account exists only once the mailed link is opened.
 */
function CheckYourEmail({ email }: { email: string }) {
  const { session } = usePortal();
  const t = useText();
  return (
    <ConfirmationPage title={t('register.sent.title')} referenceLabel={t('register.sent.to')} reference={email} focus>
      <h2>{t('register.next.heading')}</h2>
      <ol className="usa-list">
        <li>{t('register.next.open', { service: session.appName })}</li>
        <li>{t('register.next.link')}</li>
        <li>{t('register.next.password')}</li>
      </ol>
      <p>
        <Rich
          id="register.next.help"
          components={{ 0: <Link to="/register" />, 1: <Link to="/login" />, 2: <Link to="/users/forgot-password" /> }}
        />
      </p>
    </ConfirmationPage>
  );
}

export function RegisterPage() {
  const { api, session } = usePortal();
  const [sent, setSent] = useState<string | null>(null);
  const t = useText();
  const form = useForm(registerSchema, {
    email: '',
    password: '',
    first_name: '',
    last_name: '',
    ownership: '',
    primary_contact: '',
    identification_type: '',
    identification_number: '',
  });

  const submit = form.onSubmit(
    (values) => ({ ...profileInput(values), email: values.email?.trim(), password: values.password }),
    async (input) => {
      await api.post('/auth/register/', input, { schema: detailSchema });
      setSent(input.email ?? '');
    },
  );

  if (sent !== null) return <CheckYourEmail email={sent} />;

  return (
    <FormPage
      title={t('title.register')}
      lead={
        <p>
          <Rich id="register.haveAccount" components={{ 0: <Link to="/login" /> }} />
        </p>
      }
    >
      <ErrorSummary errors={form.summary} />
      <form className="usa-form usa-form--large" noValidate onSubmit={submit}>
        <fieldset className="usa-fieldset">
          <legend className="usa-legend usa-legend--large">{t('register.account')}</legend>
          <TextField label={t('field.email')} type="email" autoComplete="email" {...form.field('email')} />
          <TextField
            label={t('field.password')}
            type="password"
            autoComplete="new-password"
            hint={t('register.password.hint')}
            {...form.field('password')}
          />
        </fieldset>
        <fieldset className="usa-fieldset">
          <legend className="usa-legend usa-legend--large">{t('register.about')}</legend>
          <TextField label={t('field.firstName')} autoComplete="given-name" {...form.field('first_name')} />
          <TextField label={t('field.lastName')} autoComplete="family-name" {...form.field('last_name')} />
          <p className="usa-hint">{t('register.profileHint')}</p>
          <ProfileFields field={form.field} optional />
        </fieldset>
        <button type="submit" className="usa-button" disabled={form.submitting || session.isAuthenticated}>
          {t('register.submit')}
        </button>
      </form>
    </FormPage>
  );
}
