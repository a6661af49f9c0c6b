import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

import {
  Alert,
  Breadcrumbs,
  FilterRow,
  FilterSearch,
  FilterSelect,
  formatTableDate,
  mayOpen,
  PagedTable,
  SavedConfirmation,
  useApi,
  useConfirmation,
  useSession,
} from '@portal/shared';
import type { Account } from '@portal/shared/contracts';

import { useListParams } from '../lists/list-params';
import { fullName } from './account-roles';
import { AccountStatusTag, RoleTags } from './account-tags';
import { accountsQuery } from './get-accounts';

const ROLE_OPTIONS = [
  { value: 'resident', label: 'Residents' },
  { value: 'super', label: 'Super users' },
  { value: 'admin', label: 'Admins' },
];
const ACTIVE_OPTIONS = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Deactivated' },
];

/** People's accounts: find someone, then change their roles or deactivate them. */
export function AccountsPage() {
  const session = useSession();
  const confirmation = useConfirmation();
  return (
    <>
      <Breadcrumbs trail={[{ to: '/configuration', label: 'Configuration' }]} current="Accounts" />
      <h1>Accounts</h1>
      {mayOpen('super', session) ? (
        <>
          <SavedConfirmation confirmation={confirmation} />
          <AccountList />
        </>
      ) : (
        <OnlySuperUsers />
      )}
    </>
  );
}

/** What a resident meets on the accounts screens: the API answers staff only. */
export function OnlySuperUsers() {
  return (
    <Alert type="info" heading="Only super users manage accounts">
      <p>Ask a super user if someone&rsquo;s access needs to change.</p>
    </Alert>
  );
}

function AccountList() {
  const api = useApi();
  const { searchParams, page, search } = useListParams();
  const filters = { page, search, role: searchParams.get('role') ?? '', active: searchParams.get('active') ?? '' };
  const query = useQuery(accountsQuery(api, filters));
  return (
    <>
      <FilterRow>
        <FilterSearch id="search" label="Search by name or email" landmarkLabel="Search accounts" />
        <FilterSelect name="role" label="Role" placeholder="Everyone" options={ROLE_OPTIONS} />
        <FilterSelect name="active" label="Status" placeholder="Any" options={ACTIVE_OPTIONS} />
      </FilterRow>
      <PagedTable<Account>
        query={query}
        label="the accounts"
        caption="Accounts by email"
        columns={[
          { header: 'Email', cell: (account) => <Link to={`/configuration/accounts/${account.id}`}>{account.email}</Link> },
          { header: 'Name', cell: fullName },
          { header: 'Roles', cell: (account) => <RoleTags account={account} /> },
          { header: 'Status', cell: (account) => <AccountStatusTag account={account} /> },
          {
            header: 'Last login',
            cell: (account) =>
              account.last_login ? <time dateTime={account.last_login}>{formatTableDate(account.last_login)}</time> : 'Never',
          },
        ]}
        pagerLabel="Account pages"
        empty={{
          title: 'No accounts match',
          text: search
            ? `No account's name or email matches “${search}”. Check the spelling, or search by email address.`
            : 'No account has these roles and this status. Choose other filters.',
          action: { to: '/configuration/accounts', text: 'Show every account' },
        }}
      />
    </>
  );
}
