import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod/mini';

import { Alert, FormPage, isApiError, QueryState, SimpleForm, TextField, useForm, usePortal, withConfirmation } from '@portal/shared';
import { confirmRegistrationSchema, tokenSchema } from '@portal/shared/contracts';

import { Rich, useText } from '../text';
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
  const t = useText();
  const form = useForm(passwordOnly, { password: '' });
  const submit = form.onSubmit(
    (values) => values,
    async ({ password }) => {
      const { token: session } = await api
        .post('/auth/register/confirm/', { uid, token, password }, { schema: tokenSchema })
        .catch((error: unknown) => {
          // The link stopped working while the form was open (used in another tab, or expired).
          if (isApiError(error) && error.code === 'auth.confirmLinkInvalid') setExpired(true);
          throw error;
        });
      const profile = await signIn(session);
      navigate('/', {
        replace: true,
        ...withConfirmation({ title: t('confirm.ready.title'), text: t('confirm.ready.text', { name: profile.first_name }) }),
      });
    },
  );

  return (
    <FormPage title={t('title.confirm')}>
      {expired || (link.isError && isDeadLink(link.error)) ? (
        <Alert type="warning" heading={t('link.expired')} role="region">
          <p>{t('confirm.expired.once')}</p>
          <p>
            <Rich id="confirm.expired.confirmed" components={{ 0: <Link to="/login" /> }} />
          </p>
          <p className="margin-bottom-0">
            <Rich id="confirm.expired.again" components={{ 0: <Link to="/register" /> }} />
          </p>
        </Alert>
      ) : (
        <QueryState query={link} label={t('confirm.link.label')}>
          {() => (
            <>
              <p>{t('confirm.intro')}</p>
              <SimpleForm form={form} onSubmit={submit} submit={t('confirm.submit')}>
                <TextField label={t('field.password')} type="password" autoComplete="current-password" {...form.field('password')} />
              </SimpleForm>
            </>
          )}
        </QueryState>
      )}
    </FormPage>
  );
}
