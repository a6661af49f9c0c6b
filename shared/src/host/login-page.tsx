import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';

import { usePortal } from '../auth/auth-context';
import { storage, STORAGE_KEYS } from '../auth/storage';
import { loginSchema } from '../contracts';
import { useForm } from '../forms/use-form';
import { ApiError, isApiError } from '../http/api-error';
import { kitMessage, kitText } from '../i18n/kit-text';
import { Alert } from '../ui/alert';
import { ErrorSummary } from '../ui/error-summary';
import { FormPage } from '../ui/page-templates';
import { TextField } from '../ui/text-field';

/** Why the person is on the login page: a session that ended (`alert`), or a page that needs a login (`info`). */
type LoginState = { alert?: string; info?: string } | null;

/**
 * The account pages a login page offers: in the portal, its own routes; for a remote run alone,
 * which does not have them, the portal's pages at `portalUrl`.
 */
function AccountLink({ portalUrl, path, children }: { portalUrl?: string; path: string; children?: ReactNode }) {
  return portalUrl ? <a href={new URL(path, portalUrl).href}>{children}</a> : <Link to={path}>{children}</Link>;
}

export function LoginPage({ portalUrl }: { portalUrl?: string }) {
  const { login } = usePortal();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useForm(loginSchema, { email: '', password: '' });
  const { alert, info } = (location.state as LoginState) ?? {};
  const t = kitText.useText();

  const onSubmit = form.onSubmit(
    (values) => values,
    async ({ email, password }) => {
      try {
        await login(email, password);
      } catch (error) {
        // Refused, the login is shown at the email field, whatever the API named.
        const message = isApiError(error) ? error.message : kitText.text('login.failed');
        throw new ApiError(isApiError(error) ? error.status : 0, message, { email: [message] });
      }
      const redirectPath = storage.get(STORAGE_KEYS.redirectPath);
      storage.remove(STORAGE_KEYS.redirectPath);
      navigate(redirectPath || '/', { replace: true });
    },
  );

  return (
    <FormPage
      title={t('login.title')}
      notice={
        <>
          {alert && (
            <Alert type="warning" role="alert">
              {kitMessage(alert)}
            </Alert>
          )}
          {info && <Alert type="info">{kitMessage(info)}</Alert>}
        </>
      }
    >
      <ErrorSummary errors={form.summary} />
      <form className="usa-form usa-form--large" noValidate onSubmit={onSubmit}>
        <TextField label={t('login.email')} type="email" autoComplete="email" {...form.field('email')} />
        <TextField label={t('login.password')} type="password" autoComplete="current-password" {...form.field('password')} />
        <button type="submit" className="usa-button" disabled={form.submitting}>
          {t('login.submit')}
        </button>
      </form>
      <p>
        <AccountLink portalUrl={portalUrl} path="/users/forgot-password">
          {t('login.forgotPassword')}
        </AccountLink>
      </p>
      <p>
        <kitText.Rich id="login.register" components={{ 0: <AccountLink portalUrl={portalUrl} path="/register" /> }} />
      </p>
    </FormPage>
  );
}
