import { useState } from 'react';
import { Link } from 'react-router';

import { Alert, SimpleForm, TextField, useForm, usePortal } from '@portal/shared';
import { detailSchema, forgotPasswordSchema } from '@portal/shared/contracts';

import { useText } from '../text';

export function ForgotPasswordPage() {
  const { api } = usePortal();
  const [sent, setSent] = useState<string | null>(null);
  const t = useText();
  const form = useForm(forgotPasswordSchema, { email: '' });
  const submit = form.onSubmit(
    (values) => ({ email: values.email?.trim() }),
    async (input) => setSent((await api.post('/auth/forgot-password/', input, { schema: detailSchema })).detail),
  );

  return (
    <div className="grid-row">
      <div className="tablet:grid-col-8 desktop:grid-col-6">
        <h1>{t('title.forgotPassword')}</h1>
        {sent ? (
          <Alert type="success" heading={t('forgot.sent.heading')} role="status">
            <p>{sent}</p>
            <p>
              <Link to="/login">{t('forgot.backToLogin')}</Link>
            </p>
          </Alert>
        ) : (
          <>
            <p>{t('forgot.intro')}</p>
            <SimpleForm form={form} onSubmit={submit} submit={t('forgot.submit')}>
              <TextField label={t('field.email')} type="email" autoComplete="email" {...form.field('email')} />
            </SimpleForm>
          </>
        )}
      </div>
    </div>
  );
}
