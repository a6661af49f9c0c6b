import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';

import {
  CheckboxField,
  DetailPage,
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
import { mayChangeAccount, mayGrantAdmin, personOfAccount } from '@portal/shared/access';
import { accountSchema, accountUpdateSchema, type Account } from '@portal/shared/contracts';

import { useText } from '../text';
import { fullName } from './account-roles';
import { AccountStatusTag, RoleTags } from './account-tags';
import { OnlySuperUsers } from './accounts-page';
import { accountKeys, accountQuery } from './get-accounts';

/** What may change, each with its words: `account.flag.<name>.label` and `.hint`. */
const FLAGS = [{ name: 'is_superuser' }, { name: 'is_admin' }, { name: 'is_active' }] as const;

export function AccountPage() {
  const session = useSession();
  const t = useText();
  if (!mayOpen('super', session))
    return (
      <DetailPage title={t('title.account')} breadcrumbs={[{ to: '/configuration', label: t('title.configuration') }]}>
        <OnlySuperUsers />
      </DetailPage>
    );
  return <StaffAccountPage />;
}

function StaffAccountPage() {
  const id = useParams().id ?? '';
  const api = useApi();
  const query = useQuery(accountQuery(api, id));
  const { account: me } = useSession();
  const t = useText();
  return (
    <DetailPage
      title={query.data ? fullName(query.data) : t('title.account')}
      breadcrumbs={[
        { to: '/configuration', label: t('title.configuration') },
        { to: '/configuration/accounts', label: t('title.accounts') },
      ]}
      lead={query.data && me?.email === query.data.email ? t('account.self') : undefined}
    >
      <QueryState query={query} label={t('account.label')}>
        {() => query.data && <AccountView account={query.data} />}
      </QueryState>
    </DetailPage>
  );
}

/** Who the account is (its name is the page's heading): the facts a super user checks before changing anything. */
function AccountFacts({ account }: { account: Account }) {
  const t = useText();
  return (
    <SummaryList
      rows={[
        { label: t('accounts.column.email'), value: account.email },
        { label: t('accounts.column.roles'), value: <RoleTags account={account} /> },
        { label: t('accounts.column.status'), value: <AccountStatusTag account={account} /> },
        {
          label: t('accounts.column.lastLogin'),
          value: account.last_login ? <time dateTime={account.last_login}>{formatDateTime(account.last_login)}</time> : t('accounts.never'),
        },
        { label: t('account.registered'), value: <time dateTime={account.created_at}>{formatDate(account.created_at)}</time> },
      ]}
    />
  );
}

/** A super user who is no admin sees an admin's account but gets no controls the API would refuse. */
function AccountView({ account }: { account: Account }) {
  const session = useSession();
  const t = useText();
  if (!mayChangeAccount(session, personOfAccount(account))) {
    return (
      <>
        <AccountFacts account={account} />
        <p>{t('account.adminOnly')}</p>
        <Link className="usa-button usa-button--outline" to="/configuration/accounts">
          {t('account.back')}
        </Link>
      </>
    );
  }
  // Only an admin grants the admin role: a super user is not offered it.
  return <AccountForm account={account} flags={mayGrantAdmin(session) ? FLAGS : FLAGS.filter((flag) => flag.name !== 'is_admin')} />;
}

function AccountForm({ account, flags }: { account: Account; flags: readonly (typeof FLAGS)[number][] }) {
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const t = useText();
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
      withConfirmation({ title: t('account.updated.title'), text: t('account.updated.text', { name: fullName(account) }) }),
    );
  });
  return (
    <>
      <AccountFacts account={account} />
      <ErrorSummary errors={form.summary} />
      <form className="usa-form usa-form--large" noValidate onSubmit={submit}>
        <fieldset className="usa-fieldset">
          <legend className="usa-legend">{t('account.access')}</legend>
          {flags.map((flag) => (
            <CheckboxField
              key={flag.name}
              name={flag.name}
              label={t(`account.flag.${flag.name}.label`)}
              description={t(`account.flag.${flag.name}.hint`)}
              checked={form.values[flag.name] === 'true'}
              onChange={(checked) => form.setValues((current) => ({ ...current, [flag.name]: checked ? 'true' : '' }))}
            />
          ))}
        </fieldset>
        <button type="submit" className="usa-button" disabled={form.submitting}>
          {t('form.save')}
        </button>
        <Link className="usa-button usa-button--outline" to="/configuration/accounts">
          {t('form.cancel')}
        </Link>
      </form>
    </>
  );
}
