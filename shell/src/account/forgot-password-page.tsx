import { useState } from 'react';
import { Link } from 'react-router';

import { Alert, SimpleForm, TextField, useForm, usePortal } from '@portal/shared';
import { detailSchema, forgotPasswordSchema } from '@portal/shared/contracts';

export function ForgotPasswordPage() {
  const { api } = usePortal();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm(forgotPasswordSchema, { email: '' });
  const submit = form.onSubmit(
    (values) => ({ email: values.email?.trim() }),
    async (input) => setSent((await api.post('/auth/forgot-password/', input, { schema: detailSchema })).detail),
  );

  return (
    <div className="grid-row">
      <div className="tablet:grid-col-8 desktop:grid-col-6">
        <h1>Reset your password</h1>
        {sent ? (
          <Alert type="success" heading="Check your email" role="status">
            <p>{sent}</p>
            <p>
              <Link to="/login">Back to log in</Link>
            </p>
          </Alert>
        ) : (
          <>
            <p>Enter the email address of your account. We will send you a link to choose a new password.</p>
            <SimpleForm form={form} onSubmit={submit} submit="Send reset link">
              <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
            </SimpleForm>
          </>
        )}
      </div>
    </div>
  );
}
