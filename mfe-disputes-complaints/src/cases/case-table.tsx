import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { DataTable, formatDate, Pagination, QueryState, type Column } from '@portal/shared';

/** What every case (a complaint, a dispute, an appeal) has that its lists show. */
export type CaseRow = { id: number; reference: string; status: string; created_at: string };
export type CasePage<Row> = { count: number; page_size: number; results: Row[] };

type CaseTableProps<Row extends CaseRow> = {
  caption: string;
  rows: readonly Row[];
  /** Where the cases' own pages are: `{path}/{id}`. */
  path: string;
  /** What the case is about, between its reference and its status. */
  columns: Column<Row>[];
  statusLabels: Record<Row['status'], string>;
};

/** One table for every list of cases, a resident's own and staff's: reference, what, status, lodged. */
export function CaseTable<Row extends CaseRow>({ caption, rows, path, columns, statusLabels }: CaseTableProps<Row>) {
  return (
    <DataTable
      caption={caption}
      rows={rows}
      rowKey={(row) => row.id}
      columns={[
        { header: 'Reference', cell: (row) => <Link to={`${path}/${row.id}`}>{row.reference}</Link> },
        ...columns,
        { header: 'Status', cell: (row) => statusLabels[row.status as Row['status']] },
        { header: 'Lodged', cell: (row) => <time dateTime={row.created_at}>{formatDate(row.created_at)}</time> },
      ]}
    />
  );
}

type CaseListProps<Row extends CaseRow> = Omit<CaseTableProps<Row>, 'rows'> & {
  query: UseQueryResult<CasePage<Row>>;
  /** What is loading, for "Loading …" and "We could not load …". */
  label: string;
  page: number;
  onPage: (page: number) => void;
  /** The name of the list's page navigation, like "Complaint pages". */
  pagesLabel: string;
  /** Shown when the list has no case. */
  empty: ReactNode;
};

/** A page of cases with its navigation, while loading, failed or empty as every list says it. */
export function CaseList<Row extends CaseRow>({ query, label, page, onPage, pagesLabel, empty, ...table }: CaseListProps<Row>) {
  return (
    <QueryState query={query} label={label}>
      {() =>
        query.data && query.data.count > 0 ? (
          <>
            <CaseTable rows={query.data.results} {...table} />
            <Pagination page={page} pageSize={query.data.page_size} count={query.data.count} label={pagesLabel} onPage={onPage} />
          </>
        ) : (
          empty
        )
      }
    </QueryState>
  );
}
