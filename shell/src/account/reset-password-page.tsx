import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { z } from 'zod/mini';

import { Alert, ConfirmationPage, FormPage, isApiError, QueryState, SimpleForm, useForm, usePortal } from '@portal/shared';
import { detailSchema, passwordSchema } from '@portal/shared/contracts';

import { useText } from '../text';
import { resetLinkQuery } from './account-queries';
import { isDeadLink } from './dead-link';
import { NewPasswordFields, withConfirmation } from './new-password-fields';

const newPasswordSchema = withConfirmation(z.object({ password: passwordSchema }), 'password');

/** A reset link that no longer works: the way on is a new link, not "Try again". */
function ExpiredResetLink() {
  const t = useText();
  return (
    <Alert type="warning" heading={t('link.expired')} role="region">
      <p>{t('reset.expired.text')}</p>
      <p className="margin-bottom-0">
        <Link className="usa-button" to="/users/forgot-password">
          {t('reset.expired.action')}
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
  const t = useText();
  const link = useQuery(resetLinkQuery(api, uid, token));
  const form = useForm(newPasswordSchema, { password: '', confirm: '' });
  const submit = form.onSubmit(
    (values) => values,
    async ({ password }) => {
      try {
        setDone((await api.post('/auth/reset-password/', { uid, token, password }, { schema: detailSchema })).detail);
      } catch (error) {
        // The link stopped working while the form was open (used in another tab, or expired).
        if (isApiError(error) && error.code === 'auth.resetLinkInvalid') setExpired(true);
        throw error;
      }
    },
  );

  if (done) {
    return (
      <ConfirmationPage title={t('reset.done.heading')} focus>
        <p>{done}</p>
        <p>
          <Link to="/login">{t('reset.login')}</Link>
        </p>
      </ConfirmationPage>
    );
  }

  return (
    <FormPage title={t('title.resetPassword')}>
      {expired || (link.isError && isDeadLink(link.error)) ? (
        <ExpiredResetLink />
      ) : (
        <QueryState query={link} label={t('reset.link.label')}>
          {() => (
            <SimpleForm form={form} onSubmit={submit} submit={t('reset.submit')}>
              <NewPasswordFields field={form.field} name="password" />
            </SimpleForm>
          )}
        </QueryState>
      )}
    </FormPage>
  );
}
