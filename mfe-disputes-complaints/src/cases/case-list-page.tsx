import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import {
  Breadcrumbs,
  EmptyState,
  labelOptions,
  SearchBox,
  SelectField,
  useApi,
  type ApiClient,
  type Column,
  type Crumb,
} from '@portal/shared';

import type { CaseStatuses } from './case-status';
import { CaseList, type CasePage, type CaseRow } from './case-table';
import { CaseViews, useStaffView } from './case-views';
import { useCaseFilters, type CaseFilters } from './use-case-filters';

/** A query-options factory's result, whatever its key. */
type Options<T, Key extends QueryKey> = UseQueryOptions<T, Error, T, Key>;
type TypeOption = { value: string | number; label: string };

const capital = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

/**
 * A resident's own cases of one kind ("My complaints"), newest first; for staff also everyone's
 * (`?view=all`, "Complaints"), with who lodged each, filtered by status, kind and search. Page and
 * filters are kept in the address.
 */
export function CaseListPage<
  Page extends CasePage<CaseRow>,
  StaffPage extends Page,
  Type,
  MineKey extends QueryKey,
  StaffKey extends QueryKey,
  TypesKey extends QueryKey,
>(props: {
  /** The kind of case in the page's words: "complaint", "dispute". */
  noun: string;
  /** The list's own path; each case's page is below it. */
  path: string;
  /** Under the heading: the ways on from the resident's own list (`staff` false) or staff's. */
  actions: (staff: boolean) => ReactNode;
  /** The pages above this one, for the breadcrumbs; none when the list is a top page. */
  trail?: (staff: boolean) => Crumb[];
  /** Told to a resident who has no case of this kind yet, with the way to lodge one. */
  emptyMine: { text: string; action?: { to: string; text: string } };
  columns: Column<Page['results'][number]>[];
  statuses: CaseStatuses;
  mineQuery: (api: ApiClient, page: number) => Options<Page, MineKey>;
  staffQuery: (api: ApiClient, filters: CaseFilters) => Options<StaffPage, StaffKey>;
  /** Staff filter by the kind of case: its word ("Type", "Kind"), the list of kinds, and each one as a choice. */
  typeFilter: { label: string; query: (api: ApiClient) => Options<Type[], TypesKey>; option: (type: Type) => TypeOption };
}) {
  const { noun, path, actions, trail, emptyMine, columns, statuses, typeFilter } = props;
  const api = useApi();
  const staff = useStaffView();
  const { filters, set } = useCaseFilters();
  const mine = useQuery({ ...props.mineQuery(api, filters.page), enabled: !staff });
  const all = useQuery({ ...props.staffQuery(api, filters), enabled: staff, placeholderData: keepPreviousData });
  const types = useQuery({ ...typeFilter.query(api), enabled: staff });
  const plural = `${noun}s`;
  const everyone = capital(plural);
  const own = `My ${plural}`;
  const title = staff ? everyone : own;
  const filtered = Boolean(filters.status || filters.type || filters.search);
  return (
    <>
      {trail && <Breadcrumbs trail={trail(staff)} current={title} />}
      <h1>{title}</h1>
      <CaseViews path={path} mine={own} all={everyone} />
      {/* A resident with none yet is shown the way to lodge one in the empty state instead. */}
      {(staff || mine.data?.count !== 0) && <div className="margin-bottom-3">{actions(staff)}</div>}
      {staff && (
        <>
          <SearchBox
            id="search"
            name="search"
            label={`Search ${plural}`}
            hint="A reference, a name or email, or words the resident wrote."
            defaultValue={filters.search ?? ''}
            emptyError={false}
            onSubmit={(text) => set('search', text)}
          />
          <div className="grid-row grid-gap">
            <div className="tablet:grid-col-6">
              <SelectField
                name="status"
                label="Status"
                placeholder="Any status"
                options={labelOptions(statuses.labels)}
                value={filters.status ?? ''}
                onChange={(event) => set('status', event.target.value)}
              />
            </div>
            <div className="tablet:grid-col-6">
              <SelectField
                name="type"
                label={typeFilter.label}
                placeholder={`Any ${typeFilter.label.toLowerCase()}`}
                options={(types.data ?? []).map(typeFilter.option)}
                value={filters.type ?? ''}
                onChange={(event) => set('type', event.target.value)}
              />
            </div>
          </div>
        </>
      )}
      <CaseList
        query={(staff ? all : mine) as UseQueryResult<Page>}
        label={staff ? `the ${plural}` : `your ${plural}`}
        caption={staff ? `${everyone}, newest first` : `Your ${plural}, newest first`}
        path={path}
        columns={columns}
        statuses={statuses}
        lodgedBy={staff}
        pagesLabel={`${capital(noun)} pages`}
        empty={
          staff ? (
            filtered ? (
              <EmptyState
                title={`No ${plural} match`}
                text="Try another status, kind or search."
                action={{ to: `${path}?view=all`, text: `Show all ${plural}` }}
              />
            ) : (
              <EmptyState
                title={`No ${plural} yet`}
                text={`When a resident lodges ${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}, it appears here.`}
              />
            )
          ) : (
            <EmptyState title={`You have no ${plural}`} text={emptyMine.text} action={emptyMine.action} />
          )
        }
      />
    </>
  );
}
