import { useState } from 'react';
import { Link } from 'react-router';

import { Alert, ErrorSummary, TextField, useForm, usePortal } from '@portal/shared';
import { detailSchema, registerSchema } from '@portal/shared/contracts';

import { ProfileFields, profileInput } from './profile-fields';

/** What the person does next: the account exists only once the mailed link is opened. */
function CheckYourEmail({ email, detail }: { email: string; detail: string }) {
  return (
    <div className="grid-row">
      <div className="tablet:grid-col-8 desktop:grid-col-7">
        <h1>Check your email</h1>
        <Alert type="success" heading={`We have sent a message to ${email}`} role="status">
          <p>{detail}</p>
        </Alert>
        <h2>What happens next</h2>
        <ol className="usa-list">
          <li>Open the message from the community services portal. If it is not in your inbox, look in your spam or junk folder.</li>
          <li>Select the link in it. The link works once, within 24 hours.</li>
          <li>On the page that opens, enter the password you have just chosen. Your account is then created and you are logged in.</li>
        </ol>
        <p>
          No message after a few minutes, or the link has expired? <Link to="/register">Register again</Link> with the same email to get a
          new link. Already have an account? <Link to="/login">Log in</Link> or <Link to="/users/forgot-password">reset your password</Link>
          .
        </p>
      </div>
    </div>
  );
}

export function RegisterPage() {
  const { api, session } = usePortal();
  const [sent, setSent] = useState<{ email: string; detail: string } | null>(null);
  const form = useForm(registerSchema, {
    email: '',
    password: '',
    first_name: '',
    last_name: '',
    ownership: '',
    primary_contact: '',
    identification_type: '',
    identification_number: '',
  });

  const submit = form.onSubmit(
    (values) => ({ ...profileInput(values), email: values.email?.trim(), password: values.password }),
    async (input) => {
      const { detail } = await api.post('/auth/register/', input, { schema: detailSchema });
      setSent({ email: input.email ?? '', detail });
    },
  );

  if (sent) return <CheckYourEmail {...sent} />;

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
              The details below complete your profile. You can add them later, but you need them to lodge complaints and disputes or sign
              petitions.
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
