import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

import {
  Alert,
  FilterRow,
  FilterSearch,
  FilterSelect,
  formatTableDate,
  ListPage,
  mayOpen,
  PagedTable,
  SavedConfirmation,
  useApi,
  useConfirmation,
  useSession,
} from '@portal/shared';
import { ACCOUNT_ROLES, type Account } from '@portal/shared/contracts';

import { useListParams } from '../lists/list-params';
import { useText } from '../text';
import { fullName } from './account-roles';
import { AccountStatusTag, RoleTags } from './account-tags';
import { accountsQuery } from './get-accounts';

/** People's accounts: find someone, then change their roles or deactivate them. */
export function AccountsPage() {
  const session = useSession();
  const confirmation = useConfirmation();
  const t = useText();
  return (
    <ListPage
      title={t('title.accounts')}
      breadcrumbs={[{ to: '/configuration', label: t('title.configuration') }]}
      notice={mayOpen('super', session) && <SavedConfirmation confirmation={confirmation} />}
    >
      {mayOpen('super', session) ? <AccountList /> : <OnlySuperUsers />}
    </ListPage>
  );
}

/** What a resident meets on the accounts screens: the API answers staff only. */
export function OnlySuperUsers() {
  const t = useText();
  return (
    <Alert type="info" heading={t('accounts.only.heading')}>
      <p>{t('accounts.only.text')}</p>
    </Alert>
  );
}

function AccountList() {
  const api = useApi();
  const { searchParams, page, search } = useListParams();
  const filters = { page, search, role: searchParams.get('role') ?? '', active: searchParams.get('active') ?? '' };
  const query = useQuery(accountsQuery(api, filters));
  const t = useText();
  return (
    <>
      <FilterRow>
        <FilterSearch id="search" label={t('accounts.search')} landmarkLabel={t('accounts.search.landmark')} />
        <FilterSelect
          name="role"
          label={t('accounts.filter.role')}
          placeholder={t('accounts.filter.role.everyone')}
          options={ACCOUNT_ROLES.map((role) => ({ value: role, label: t(`accounts.filter.role.${role}`) }))}
        />
        <FilterSelect
          name="active"
          label={t('accounts.filter.status')}
          placeholder={t('accounts.filter.status.any')}
          options={[
            { value: 'true', label: t('accounts.filter.status.active') },
            { value: 'false', label: t('accounts.filter.status.deactivated') },
          ]}
        />
      </FilterRow>
      <PagedTable<Account>
        query={query}
        label={t('accounts.label')}
        caption={t('accounts.caption')}
        columns={[
          {
            header: t('accounts.column.email'),
            cell: (account) => <Link to={`/configuration/accounts/${account.id}`}>{account.email}</Link>,
          },
          { header: t('accounts.column.name'), cell: fullName },
          { header: t('accounts.column.roles'), cell: (account) => <RoleTags account={account} /> },
          { header: t('accounts.column.status'), cell: (account) => <AccountStatusTag account={account} /> },
          {
            header: t('accounts.column.lastLogin'),
            cell: (account) =>
              account.last_login ? <time dateTime={account.last_login}>{formatTableDate(account.last_login)}</time> : t('accounts.never'),
          },
        ]}
        pagerLabel={t('accounts.pages')}
        empty={{
          title: t('accounts.none.title'),
          text: search ? t('accounts.none.search', { search }) : t('accounts.none.filters'),
          action: { to: '/configuration/accounts', text: t('accounts.none.action') },
        }}
      />
    </>
  );
}
