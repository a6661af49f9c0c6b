import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';

import {
  Breadcrumbs,
  CheckboxField,
  ErrorSummary,
  formatDate,
  formatDateTime,
  mayOpen,
  QueryState,
  SummaryList,
  useApi,
  useForm,
  useSession,
  withConfirmation,
  type FormValues,
} from '@portal/shared';
import { accountSchema, accountUpdateSchema, ADMIN_ACCOUNT_NEEDS_ADMIN, type Account } from '@portal/shared/contracts';

import { fullName } from './account-roles';
import { AccountStatusTag, RoleTags } from './account-tags';
import { OnlySuperUsers } from './accounts-page';
import { accountKeys, accountQuery } from './get-accounts';

const FLAGS = [
  { name: 'is_superuser', label: 'Super user', hint: 'Manages content and reference data, and handles cases.' },
  { name: 'is_admin', label: 'Admin', hint: 'Also manages towns and suburbs and reads the logs. Only an admin can change this.' },
  { name: 'is_active', label: 'Active', hint: 'A deactivated account cannot log in, and is logged out everywhere at once.' },
] as const;

export function AccountPage() {
  const session = useSession();
  if (!mayOpen('super', session))
    return (
      <>
        <Breadcrumbs trail={[{ to: '/configuration', label: 'Configuration' }]} current="Account" />
        <h1>Account</h1>
        <OnlySuperUsers />
      </>
    );
  return <StaffAccountPage />;
}

function StaffAccountPage() {
  const id = useParams().id ?? '';
  const api = useApi();
  const query = useQuery(accountQuery(api, id));
  return (
    <>
      <Breadcrumbs
        trail={[
          { to: '/configuration', label: 'Configuration' },
          { to: '/configuration/accounts', label: 'Accounts' },
        ]}
        current={query.data ? fullName(query.data) : 'Account'}
      />
      <QueryState query={query} label="the account">
        {() => query.data && <AccountView account={query.data} />}
      </QueryState>
    </>
  );
}

/** Who the account is: the name as the heading, then the facts a super user checks before changing anything. */
function AccountHeading({ account }: { account: Account }) {
  const { account: me } = useSession();
  return (
    <>
      <h1>{fullName(account)}</h1>
      {me?.email === account.email && <p className="usa-intro">This is your own account.</p>}
      <SummaryList
        rows={[
          { label: 'Email', value: account.email },
          { label: 'Roles', value: <RoleTags account={account} /> },
          { label: 'Status', value: <AccountStatusTag account={account} /> },
          {
            label: 'Last login',
            value: account.last_login ? <time dateTime={account.last_login}>{formatDateTime(account.last_login)}</time> : 'Never',
          },
          { label: 'Registered', value: <time dateTime={account.created_at}>{formatDate(account.created_at)}</time> },
        ]}
      />
    </>
  );
}

/** A super user who is no admin sees an admin's account but gets no controls the API would refuse. */
function AccountView({ account }: { account: Account }) {
  const { isAdmin } = useSession();
  if (account.is_admin && !isAdmin) {
    return (
      <>
        <AccountHeading account={account} />
        <p>{ADMIN_ACCOUNT_NEEDS_ADMIN}</p>
        <Link className="usa-button usa-button--outline" to="/configuration/accounts">
          Back to accounts
        </Link>
      </>
    );
  }
  // Only an admin grants the admin role: a super user is not offered it.
  return <AccountForm account={account} flags={isAdmin ? FLAGS : FLAGS.filter((flag) => flag.name !== 'is_admin')} />;
}

function AccountForm({ account, flags }: { account: Account; flags: readonly (typeof FLAGS)[number][] }) {
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm(accountUpdateSchema, Object.fromEntries(flags.map((flag) => [flag.name, account[flag.name] ? 'true' : ''])));
  // Only what changed is sent: the API judges each change (own account, admin role, last admin).
  const changes = (values: FormValues) =>
    Object.fromEntries(
      flags
        .filter((flag) => (values[flag.name] === 'true') !== account[flag.name])
        .map((flag) => [flag.name, values[flag.name] === 'true']),
    );
  const submit = form.onSubmit(changes, async (input) => {
    await api.patch(`/configuration/accounts/${account.id}/`, input, { schema: accountSchema });
    await queryClient.invalidateQueries({ queryKey: accountKeys.all });
    navigate(
      '/configuration/accounts',
      withConfirmation({ title: 'Account updated', text: `${fullName(account)}'s roles and status were saved.` }),
    );
  });
  return (
    <>
      <AccountHeading account={account} />
      <ErrorSummary errors={form.summary} />
      <form className="usa-form usa-form--large" noValidate onSubmit={submit}>
        <fieldset className="usa-fieldset">
          <legend className="usa-legend">Access</legend>
          {flags.map((flag) => (
            <CheckboxField
              key={flag.name}
              name={flag.name}
              label={flag.label}
              description={flag.hint}
              checked={form.values[flag.name] === 'true'}
              onChange={(checked) => form.setValues((current) => ({ ...current, [flag.name]: checked ? 'true' : '' }))}
            />
          ))}
        </fieldset>
        <button type="submit" className="usa-button" disabled={form.submitting}>
          Save changes
        </button>
        <Link className="usa-button usa-button--outline" to="/configuration/accounts">
          Cancel
        </Link>
      </form>
    </>
  );
}
