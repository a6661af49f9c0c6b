import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';

import { usePortal } from '../auth/auth-context';
import { storage, STORAGE_KEYS } from '../auth/storage';
import { loginSchema } from '../contracts';
import { isApiError } from '../http/api-error';
import { Alert } from '../ui/alert';
import { ErrorSummary, type SummaryError } from '../ui/error-summary';
import { TextField } from '../ui/text-field';

type LoginState = { alert?: string } | null;

/**
 * The account pages a login page offers: in the portal, its own routes; for a remote run alone,
 * which does not have them, the portal's pages at `portalUrl`.
 */
function AccountLink({ portalUrl, path, children }: { portalUrl?: string; path: string; children: string }) {
  return portalUrl ? <a href={new URL(path, portalUrl).href}>{children}</a> : <Link to={path}>{children}</Link>;
}

export function LoginPage({ portalUrl }: { portalUrl?: string }) {
  const { login } = usePortal();
  const navigate = useNavigate();
  const location = useLocation();
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<SummaryError[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const alert = (location.state as LoginState)?.alert;
  const fieldError = (field: string) => errors.find((error) => error.field === field)?.message;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = loginSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(parsed.error.issues.map((issue) => ({ field: String(issue.path[0]), message: issue.message })));
      return;
    }
    setSubmitting(true);
    try {
      await login(parsed.data.email, parsed.data.password);
      const redirectPath = storage.get(STORAGE_KEYS.redirectPath);
      storage.remove(STORAGE_KEYS.redirectPath);
      navigate(redirectPath || '/', { replace: true });
    } catch (error) {
      const message = isApiError(error) ? error.message : 'We could not log you in. Please try again.';
      setErrors([{ field: 'email', message }]);
      setSubmitting(false);
    }
  }

  return (
    <div className="grid-row">
      <div className="tablet:grid-col-8 desktop:grid-col-6">
        <h1>Log in</h1>
        {alert && (
          <Alert type="warning" role="alert">
            {alert}
          </Alert>
        )}
        <ErrorSummary errors={errors} />
        <form className="usa-form usa-form--large" noValidate onSubmit={onSubmit}>
          <TextField
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            value={values.email}
            error={fieldError('email')}
            onChange={(event) => setValues({ ...values, email: event.target.value })}
          />
          <TextField
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            value={values.password}
            error={fieldError('password')}
            onChange={(event) => setValues({ ...values, password: event.target.value })}
          />
          <button type="submit" className="usa-button" disabled={submitting}>
            Log in
          </button>
        </form>
        <p>
          <AccountLink portalUrl={portalUrl} path="/users/forgot-password">
            Forgot your password?
          </AccountLink>
        </p>
        <p>
          New here?{' '}
          <AccountLink portalUrl={portalUrl} path="/register">
            Create an account
          </AccountLink>
          .
        </p>
      </div>
    </div>
  );
}
