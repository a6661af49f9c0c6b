import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { DataTable, formatDate, Pager, QueryState, type Column } from '@portal/shared';
import type { LodgedBy } from '@portal/shared/contracts';

import { useText } from '../text';
import { CaseStatus, type CaseStatuses } from './case-status';

/** What every case (a complaint, a dispute, an appeal) has that its lists show; staff's lists also say who lodged it. */
export type CaseRow = { id: number; reference: string; status: string; created_at: string; lodged_by?: LodgedBy };
export type CasePage<Row> = { count: number; page_size: number; results: Row[] };

type CaseTableProps<Row extends CaseRow> = {
  caption: string;
  rows: readonly Row[];
  /** Where the cases' own pages are: `{path}/{id}`. */
  path: string;
  /** What the case is about, between its reference and its status. */
  columns: Column<Row>[];
  statuses: CaseStatuses;
  /** Staff's lists of everyone's cases: a column of who lodged each. */
  lodgedBy?: boolean;
};

/** Who lodged a case: the name, and the email under it to tell two people of one name apart. */
function LodgedByCell({ person }: { person: LodgedBy | undefined }) {
  if (!person) return null;
  return (
    <>
      {person.name}
      {person.email !== person.name && (
        <>
          <br />
          <span className="text-base-dark font-body-2xs" style={{ overflowWrap: 'anywhere' }}>
            {person.email}
          </span>
        </>
      )}
    </>
  );
}

/** One table for every list of cases, a resident's own and staff's: reference, (who), what, status, lodged. */
export function CaseTable<Row extends CaseRow>({ caption, rows, path, columns, statuses, lodgedBy = false }: CaseTableProps<Row>) {
  const t = useText();
  return (
    <DataTable
      caption={caption}
      rows={rows}
      rowKey={(row) => row.id}
      columns={[
        { header: t('cases.column.reference'), cell: (row) => <Link to={`${path}/${row.id}`}>{row.reference}</Link> },
        ...(lodgedBy ? [{ header: t('cases.column.lodgedBy'), cell: (row: Row) => <LodgedByCell person={row.lodged_by} /> }] : []),
        ...columns,
        { header: t('cases.column.status'), cell: (row) => <CaseStatus statuses={statuses} status={row.status} /> },
        { header: t('cases.column.lodged'), cell: (row) => <time dateTime={row.created_at}>{formatDate(row.created_at)}</time> },
      ]}
    />
  );
}

type CaseListProps<Row extends CaseRow> = Omit<CaseTableProps<Row>, 'rows'> & {
  query: UseQueryResult<CasePage<Row>>;
  /** What is loading, for "Loading …" and "We could not load …". */
  label: string;
  /** The name of the list's page navigation, like "Complaint pages". */
  pagesLabel: string;
  /** Shown when the list has no case. */
  empty: ReactNode;
};

/** A page of cases with its page links (`?page=`), while loading, failed or empty as every list says it. */
export function CaseList<Row extends CaseRow>({ query, label, pagesLabel, empty, ...table }: CaseListProps<Row>) {
  return (
    <QueryState query={query} label={label}>
      {() =>
        query.data && query.data.count > 0 ? (
          <>
            <CaseTable rows={query.data.results} {...table} />
            <Pager pageSize={query.data.page_size} count={query.data.count} label={pagesLabel} />
          </>
        ) : (
          empty
        )
      }
    </QueryState>
  );
}
