import { useState } from 'react';
import { Link } from 'react-router';

import { ConfirmationPage, FormPage, SimpleForm, TextField, useForm, usePortal } from '@portal/shared';
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

  if (sent) {
    return (
      <ConfirmationPage title={t('forgot.sent.heading')} focus>
        <p>{sent}</p>
        <p>
          <Link to="/login">{t('forgot.backToLogin')}</Link>
        </p>
      </ConfirmationPage>
    );
  }

  return (
    <FormPage title={t('title.forgotPassword')} lead={<p>{t('forgot.intro')}</p>}>
      <SimpleForm form={form} onSubmit={submit} submit={t('forgot.submit')}>
        <TextField label={t('field.email')} type="email" autoComplete="email" {...form.field('email')} />
      </SimpleForm>
    </FormPage>
  );
}
