import { useLocation, useNavigate } from 'react-router';

import { ErrorSummary, TextField, useForm, usePortal, withConfirmation } from '@portal/shared';
import { profileSchema, profileUpdateSchema, type Profile } from '@portal/shared/contracts';

import { ProfileFields, profileInput } from './profile-fields';

export function PersonalDetailsForm() {
  const { session } = usePortal();
  // The form starts from the stored details, so it waits for the profile.
  if (!session.account) return <p role="status">Loading your details…</p>;
  return <DetailsForm account={session.account} />;
}

function DetailsForm({ account }: { account: Profile }) {
  const { api, refreshProfile } = usePortal();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const form = useForm(profileUpdateSchema, {
    first_name: account.first_name,
    last_name: account.last_name,
    ownership: account.ownership ?? '',
    primary_contact: account.primary_contact ?? '',
    identification_type: account.identification_type ?? '',
    identification_number: account.identification_number ?? '',
  });
  const submit = form.onSubmit(profileInput, async (input) => {
    await api.patch('/users/profile/', input, { schema: profileSchema });
    await refreshProfile();
    navigate(pathname, { replace: true, ...withConfirmation({ title: 'Details saved', text: 'Your details are saved.', inPlace: true }) });
  });

  return (
    <>
      <ErrorSummary errors={form.summary} />
      <form className="usa-form usa-form--large" noValidate onSubmit={submit}>
        <TextField
          label="Email"
          name="email"
          value={account.email}
          readOnly
          hint="Your email is how you log in; it cannot be changed here."
        />
        <TextField label="First name" autoComplete="given-name" {...form.field('first_name')} />
        <TextField label="Last name" autoComplete="family-name" {...form.field('last_name')} />
        <ProfileFields field={form.field} />
        <button type="submit" className="usa-button" disabled={form.submitting}>
          Save details
        </button>
      </form>
    </>
  );
}
