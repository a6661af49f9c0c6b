import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod/mini';

import { Alert, isApiError, QueryState, SimpleForm, TextField, useForm, usePortal, withConfirmation } from '@portal/shared';
import { CONFIRM_LINK_INVALID, confirmRegistrationSchema, tokenSchema } from '@portal/shared/contracts';

import { confirmationLinkQuery } from './account-queries';
import { isDeadLink } from './dead-link';

const passwordOnly = z.pick(confirmRegistrationSchema, { password: true });

/**
 * The page of the link mailed on registration. It checks the link first, then asks for the
 * password chosen when registering: a mail scanner opening the link uses nothing up, and an
 * account someone else registered with this email (and their password) cannot be confirmed here.
 */
export function ConfirmRegistrationPage() {
  const { uid = '', token = '' } = useParams();
  const { api, signIn } = usePortal();
  const navigate = useNavigate();
  const link = useQuery(confirmationLinkQuery(api, uid, token));
  const [expired, setExpired] = useState(false);
  const form = useForm(passwordOnly, { password: '' });
  const submit = form.onSubmit(
    (values) => values,
    async ({ password }) => {
      const { token: session } = await api
        .post('/auth/register/confirm/', { uid, token, password }, { schema: tokenSchema })
        .catch((error: unknown) => {
          // The link stopped working while the form was open (used in another tab, or expired).
          if (isApiError(error) && error.message === CONFIRM_LINK_INVALID) setExpired(true);
          throw error;
        });
      const profile = await signIn(session);
      navigate('/', {
        replace: true,
        ...withConfirmation({ title: 'Your account is ready', text: `Welcome, ${profile.first_name}. You are logged in.` }),
      });
    },
  );

  return (
    <div className="grid-row">
      <div className="tablet:grid-col-8 desktop:grid-col-6">
        <h1>Confirm your email</h1>
        {expired || (link.isError && isDeadLink(link.error)) ? (
          <Alert type="warning" heading="This link has expired or has already been used" role="region">
            <p>A confirmation link works once, within 24 hours of being sent.</p>
            <p>
              If you have already confirmed your email, your account is ready: <Link to="/login">log in</Link>.
            </p>
            <p className="margin-bottom-0">
              Otherwise, <Link to="/register">register again</Link> with the same email to get a new link.
            </p>
          </Alert>
        ) : (
          <QueryState query={link} label="your confirmation link">
            {() => (
              <>
                <p>Enter the password you chose when registering. Your account is then created and you are logged in.</p>
                <SimpleForm form={form} onSubmit={submit} submit="Confirm my email">
                  <TextField label="Password" type="password" autoComplete="current-password" {...form.field('password')} />
                </SimpleForm>
              </>
            )}
          </QueryState>
        )}
      </div>
    </div>
  );
}
