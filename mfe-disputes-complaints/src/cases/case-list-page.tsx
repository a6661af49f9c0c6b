import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { EmptyState, labelOptions, SelectField, useApi, type ApiClient, type Column } from '@portal/shared';

import { CaseList, type CasePage, type CaseRow } from './case-table';
import { CaseViews, useStaffView } from './case-views';
import { useCaseFilters, type CaseFilters } from './use-case-filters';

/** A query-options factory's result, whatever its key. */
type Options<T, Key extends QueryKey> = UseQueryOptions<T, Error, T, Key>;
type TypeOption = { value: string | number; label: string };

export type CaseListPageProps<
  Page extends CasePage<CaseRow>,
  Type,
  MineKey extends QueryKey,
  StaffKey extends QueryKey,
  TypesKey extends QueryKey,
> = {
  /** The kind of case in the page's words: "complaint", "dispute". */
  noun: string;
  /** The list's own path; each case's page is below it. */
  path: string;
  /** The buttons under the heading. */
  actions: ReactNode;
  /** Told to a resident who has no case of this kind yet. */
  emptyHelp: string;
  columns: Column<Page['results'][number]>[];
  statusLabels: Record<Page['results'][number]['status'], string>;
  mineQuery: (api: ApiClient, page: number) => Options<Page, MineKey>;
  staffQuery: (api: ApiClient, filters: CaseFilters) => Options<Page, StaffKey>;
  /** Staff filter by the kind of case: its word ("Type", "Kind"), the list of kinds, and each one as a choice. */
  typeFilter: { label: string; query: (api: ApiClient) => Options<Type[], TypesKey>; option: (type: Type) => TypeOption };
};

/**
 * A resident's own cases of one kind, newest first; for staff also everyone's (`?view=all`),
 * filtered by status and kind. Page and filters are kept in the address.
 */
export function CaseListPage<
  Page extends CasePage<CaseRow>,
  Type,
  MineKey extends QueryKey,
  StaffKey extends QueryKey,
  TypesKey extends QueryKey,
>(props: CaseListPageProps<Page, Type, MineKey, StaffKey, TypesKey>) {
  const { noun, path, actions, emptyHelp, columns, statusLabels, typeFilter } = props;
  const api = useApi();
  const staff = useStaffView();
  const { filters, set } = useCaseFilters();
  const mine = useQuery({ ...props.mineQuery(api, filters.page), enabled: !staff });
  const all = useQuery({ ...props.staffQuery(api, filters), enabled: staff, placeholderData: keepPreviousData });
  const types = useQuery({ ...typeFilter.query(api), enabled: staff });
  const plural = `${noun}s`;
  return (
    <>
      <h1>My {plural}</h1>
      <p>{actions}</p>
      <CaseViews path={path} mine={`My ${plural}`} all={`All residents' ${plural}`} />
      {staff && (
        <div className="grid-row grid-gap">
          <div className="tablet:grid-col-6">
            <SelectField
              name="status"
              label="Status"
              placeholder="Any status"
              options={labelOptions(statusLabels)}
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
      )}
      <CaseList
        query={staff ? all : mine}
        label={staff ? `the ${plural}` : `your ${plural}`}
        caption={staff ? `All residents' ${plural}` : `Your ${plural}, newest first`}
        path={path}
        columns={columns}
        statusLabels={statusLabels}
        page={filters.page}
        onPage={(page) => set('page', page)}
        pagesLabel={`${noun[0]!.toUpperCase()}${noun.slice(1)} pages`}
        empty={
          staff ? (
            <EmptyState title={`No ${plural} match`} />
          ) : (
            <EmptyState title={`You have no ${plural}`}>
              <p>{emptyHelp}</p>
            </EmptyState>
          )
        }
      />
    </>
  );
}
