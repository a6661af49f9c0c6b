import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { z } from 'zod';

import { Alert, ErrorSummary, QueryState, useForm, usePortal } from '@portal/shared';
import { detailSchema, passwordSchema } from '@portal/shared/contracts';

import { resetLinkQuery } from './account-queries';
import { NewPasswordFields, withConfirmation } from './new-password-fields';

const newPasswordSchema = withConfirmation(z.object({ password: passwordSchema }), 'password');

export function ResetPasswordPage() {
  const { uid = '', token = '' } = useParams();
  const { api } = usePortal();
  const [done, setDone] = useState<string | null>(null);
  const link = useQuery(resetLinkQuery(api, uid, token));
  const form = useForm(newPasswordSchema, { password: '', confirm: '' });
  const submit = form.onSubmit(
    (values) => values,
    async ({ password }) => setDone((await api.post('/auth/reset-password/', { uid, token, password }, { schema: detailSchema })).detail),
  );

  return (
    <div className="grid-row">
      <div className="tablet:grid-col-8 desktop:grid-col-6">
        <h1>Choose a new password</h1>
        {done ? (
          <Alert type="success" heading="Password changed" role="status">
            <p>{done}</p>
            <p>
              <Link to="/login">Log in</Link>
            </p>
          </Alert>
        ) : (
          <QueryState query={link} label="your reset link">
            {() => (
              <>
                <ErrorSummary errors={form.summary} />
                <form className="usa-form usa-form--large" noValidate onSubmit={submit}>
                  <NewPasswordFields field={form.field} name="password" />
                  <button type="submit" className="usa-button" disabled={form.submitting}>
                    Change password
                  </button>
                </form>
              </>
            )}
          </QueryState>
        )}
        {link.isError && (
          <p>
            <Link to="/users/forgot-password">Ask for a new link</Link>
          </p>
        )}
      </div>
    </div>
  );
}
