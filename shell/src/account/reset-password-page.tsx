import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { z } from 'zod/mini';

import { Alert, isApiError, QueryState, SimpleForm, useForm, usePortal } from '@portal/shared';
import { detailSchema, passwordSchema, RESET_LINK_INVALID } from '@portal/shared/contracts';

import { resetLinkQuery } from './account-queries';
import { isDeadLink } from './dead-link';
import { NewPasswordFields, withConfirmation } from './new-password-fields';

const newPasswordSchema = withConfirmation(z.object({ password: passwordSchema }), 'password');

/** A reset link that no longer works: the way on is a new link, not "Try again". */
function ExpiredResetLink() {
  return (
    <Alert type="warning" heading="This link has expired or has already been used" role="region">
      <p>A password reset link works once, within an hour of being sent.</p>
      <p className="margin-bottom-0">
        <Link className="usa-button" to="/users/forgot-password">
          Request a new reset link
        </Link>
      </p>
    </Alert>
  );
}

export function ResetPasswordPage() {
  const { uid = '', token = '' } = useParams();
  const { api } = usePortal();
  const [done, setDone] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const link = useQuery(resetLinkQuery(api, uid, token));
  const form = useForm(newPasswordSchema, { password: '', confirm: '' });
  const submit = form.onSubmit(
    (values) => values,
    async ({ password }) => {
      try {
        setDone((await api.post('/auth/reset-password/', { uid, token, password }, { schema: detailSchema })).detail);
      } catch (error) {
        // The link stopped working while the form was open (used in another tab, or expired).
        if (isApiError(error) && error.message === RESET_LINK_INVALID) setExpired(true);
        throw error;
      }
    },
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
        ) : expired || (link.isError && isDeadLink(link.error)) ? (
          <ExpiredResetLink />
        ) : (
          <QueryState query={link} label="your reset link">
            {() => (
              <SimpleForm form={form} onSubmit={submit} submit="Change password">
                <NewPasswordFields field={form.field} name="password" />
              </SimpleForm>
            )}
          </QueryState>
        )}
      </div>
    </div>
  );
}
