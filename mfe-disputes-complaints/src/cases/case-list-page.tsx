import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import {
  EmptyState,
  labelOptions,
  ListPage,
  SearchBox,
  SelectField,
  useApi,
  type ApiClient,
  type Column,
  type Crumb,
} from '@portal/shared';

import { useText } from '../text';
import { useStatusLabels, type CaseStatuses } from './case-status';
import { CaseList, type CasePage, type CaseRow } from './case-table';
import { useCaseViews, useStaffView } from './case-views';
import { useCaseFilters, type CaseFilters } from './use-case-filters';

/** A query-options factory's result, whatever its key. */
type Options<T, Key extends QueryKey> = UseQueryOptions<T, Error, T, Key>;
type TypeOption = { value: string | number; label: string; lang?: string };

/** A list page's words for its kind of case, in the page's language. */
export type CaseListWords = {
  /** The resident's own list: its title, its tab for staff ("My complaints"). */
  mine: string;
  /** Staff's list of everyone's: its title and tab ("Complaints"). */
  everyone: string;
  /** The search box's label, for staff ("Search complaints"). */
  search: string;
  /** What is loading, for "Loading …" and "We could not load …": the resident's ("your complaints") and staff's ("the complaints"). */
  loading: { mine: string; everyone: string };
  /** The table's caption: the resident's list and staff's. */
  caption: { mine: string; everyone: string };
  /** The name of the list's page navigation ("Complaint pages"). */
  pages: string;
  /** Staff's filters match no case: the heading, and the way back to all of them. */
  noMatch: { title: string; action: string };
  /** No resident has lodged one yet, as staff read it. */
  noneYet: { title: string; text: string };
  /** Told to a resident who has no case of this kind yet, with the way to lodge one. */
  noneMine: { title: string; text: string; action?: { to: string; text: string } };
};

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
  words: CaseListWords;
  /** The list's own path; each case's page is below it. */
  path: string;
  /** Under the heading: what the resident's own list (`staff` false) or staff's says first, in one paragraph. */
  lead?: (staff: boolean) => string | undefined;
  /** Under the heading: the ways on from the resident's own list (`staff` false) or staff's. */
  actions?: (staff: boolean) => ReactNode;
  /** The pages above this one, for the breadcrumbs; none when the list is a top page. */
  trail?: (staff: boolean) => Crumb[];
  columns: Column<Page['results'][number]>[];
  statuses: CaseStatuses;
  mineQuery: (api: ApiClient, page: number) => Options<Page, MineKey>;
  staffQuery: (api: ApiClient, filters: CaseFilters) => Options<StaffPage, StaffKey>;
  /**
   * Staff filter by the kind of case: its label ("Type", "Kind") and its empty choice ("Any type"),
   * the list of kinds, and each one as a choice.
   */
  typeFilter: {
    label: string;
    placeholder: string;
    query: (api: ApiClient) => Options<Type[], TypesKey>;
    option: (type: Type) => TypeOption;
  };
}) {
  const { words, path, lead, actions, trail, columns, statuses, typeFilter } = props;
  const api = useApi();
  const t = useText();
  const statusLabels = useStatusLabels(statuses);
  const staff = useStaffView();
  const { filters, set } = useCaseFilters();
  const mine = useQuery({ ...props.mineQuery(api, filters.page), enabled: !staff });
  const all = useQuery({ ...props.staffQuery(api, filters), enabled: staff, placeholderData: keepPreviousData });
  const types = useQuery({ ...typeFilter.query(api), enabled: staff });
  const title = staff ? words.everyone : words.mine;
  const views = useCaseViews({ path, mine: words.mine, all: words.everyone });
  const filtered = Boolean(filters.status || filters.type || filters.search);
  // A resident with none yet is shown the way to lodge one in the empty state instead.
  const waysOn = staff || mine.data?.count !== 0;
  return (
    <ListPage
      title={title}
      breadcrumbs={trail?.(staff)}
      subNav={views}
      lead={waysOn ? lead?.(staff) : undefined}
      actions={waysOn && actions?.(staff)}
    >
      {staff && (
        <>
          <SearchBox
            id="search"
            name="search"
            label={words.search}
            hint={t('cases.search.hint')}
            defaultValue={filters.search ?? ''}
            emptyError={false}
            onSubmit={(text) => set('search', text)}
          />
          <div className="grid-row grid-gap">
            <div className="tablet:grid-col-6">
              <SelectField
                name="status"
                label={t('cases.status.label')}
                placeholder={t('cases.status.any')}
                options={labelOptions(statusLabels)}
                value={filters.status ?? ''}
                onChange={(event) => set('status', event.target.value)}
              />
            </div>
            <div className="tablet:grid-col-6">
              <SelectField
                name="type"
                label={typeFilter.label}
                placeholder={typeFilter.placeholder}
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
        label={staff ? words.loading.everyone : words.loading.mine}
        caption={staff ? words.caption.everyone : words.caption.mine}
        path={path}
        columns={columns}
        statuses={statuses}
        lodgedBy={staff}
        pagesLabel={words.pages}
        empty={
          staff ? (
            filtered ? (
              <EmptyState
                title={words.noMatch.title}
                text={t('cases.noMatch.text')}
                action={{ to: `${path}?view=all`, text: words.noMatch.action }}
              />
            ) : (
              <EmptyState title={words.noneYet.title} text={words.noneYet.text} />
            )
          ) : (
            <EmptyState title={words.noneMine.title} text={words.noneMine.text} action={words.noneMine.action} />
          )
        }
      />
    </ListPage>
  );
}
