import { Link, useNavigate } from 'react-router';
import { ErrorSummary, TextField, notify, useForm, usePortal } from '@portal/shared';
import { registerSchema, tokenSchema } from '@portal/shared/contracts';
import { ProfileFields, profileInput } from './profile-fields';

export function RegisterPage() {
  const { api, signIn, session } = usePortal();
  const navigate = useNavigate();
  const form = useForm(registerSchema, { email: '', password: '', first_name: '', last_name: '' });

  const submit = form.onSubmit(
    (values) => ({ ...profileInput(values), email: values.email?.trim(), password: values.password }),
    async (input) => {
      const { token } = await api.post('/auth/register/', input, { schema: tokenSchema });
      const profile = await signIn(token);
      notify('success', `Welcome, ${profile.first_name}. Your account is ready.`);
      navigate('/', { replace: true });
    },
  );

  return (
    <div className="grid-row">
      <div className="tablet:grid-col-8 desktop:grid-col-7">
        <h1>Create an account</h1>
        <p>
          Already have one? <Link to="/login">Log in</Link>.
        </p>
        <ErrorSummary errors={form.summary} />
        <form className="usa-form usa-form--large" noValidate onSubmit={submit}>
          <fieldset className="usa-fieldset">
            <legend className="usa-legend usa-legend--large">Your account</legend>
            <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
            <TextField
              label="Password"
              type="password"
              autoComplete="new-password"
              hint="At least 8 characters. A passphrase of a few words is easy to remember and hard to guess."
              {...form.field('password')}
            />
          </fieldset>
          <fieldset className="usa-fieldset">
            <legend className="usa-legend usa-legend--large">About you</legend>
            <TextField label="First name" autoComplete="given-name" {...form.field('first_name')} />
            <TextField label="Last name" autoComplete="family-name" {...form.field('last_name')} />
            <p className="usa-hint">
              The details below complete your profile. You can add them later, but you need them to lodge complaints
              and disputes or sign petitions.
            </p>
            <ProfileFields field={form.field} />
          </fieldset>
          <button type="submit" className="usa-button" disabled={form.submitting || session.isAuthenticated}>
            Create account
          </button>
        </form>
      </div>
    </div>
  );
}
