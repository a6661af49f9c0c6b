import { useLocation, useNavigate } from 'react-router';

import { ErrorSummary, SummaryList, TextField, useForm, usePortal, withConfirmation } from '@portal/shared';
import { profileSchema, profileUpdateSchema, type Profile } from '@portal/shared/contracts';

import { useText } from '../text';
import { ProfileFields, profileInput } from './profile-fields';

export function PersonalDetailsForm() {
  const { session } = usePortal();
  const t = useText();
  // The form starts from the stored details, so it waits for the profile.
  if (!session.account) return <p role="status">{t('details.loading')}</p>;
  return <DetailsForm account={session.account} />;
}

function DetailsForm({ account }: { account: Profile }) {
  const { api, refreshProfile } = usePortal();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const t = useText();
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
    const confirmation = { title: t('details.saved.title'), text: t('details.saved.text'), inPlace: true };
    navigate(pathname, { replace: true, ...withConfirmation(confirmation) });
  });

  return (
    <>
      <ErrorSummary errors={form.summary} />
      {/* Not a field: nothing here changes it (GOV.UK: no read-only inputs). */}
      <SummaryList rows={[{ label: t('field.email'), value: account.email }]} />
      <p className="usa-hint">{t('details.email.hint')}</p>
      <form className="usa-form usa-form--large" noValidate onSubmit={submit}>
        <TextField label={t('field.firstName')} autoComplete="given-name" {...form.field('first_name')} />
        <TextField label={t('field.lastName')} autoComplete="family-name" {...form.field('last_name')} />
        <ProfileFields field={form.field} />
        <button type="submit" className="usa-button" disabled={form.submitting}>
          {t('details.submit')}
        </button>
      </form>
    </>
  );
}
