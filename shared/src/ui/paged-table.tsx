import type { ComponentProps } from 'react';

import { DataTable, type Column } from './data-table';
import { EmptyState } from './empty-state';
import { Pager } from './pager';
import { QueryState } from './query-state';

type Page<T> = { count: number; page_size: number; results: readonly T[] };

type PagedTableProps<T> = {
  /** The list's query: loading and failure are told with `label`, like "the accounts". */
  query: ComponentProps<typeof QueryState>['query'] & { data?: Page<T> };
  label: string;
  caption: string;
  columns: [Column<T>, ...Column<T>[]];
  /** The pager's name, like "Account pages". */
  pagerLabel: string;
  /** What an empty list says. */
  empty: ComponentProps<typeof EmptyState>;
};

/** A page of a list (rows keyed by id) as a table with the pager under it; its loading, failure and emptiness each said once. */
export function PagedTable<T extends { id: string | number }>({ query, label, caption, columns, pagerLabel, empty }: PagedTableProps<T>) {
  return (
    <QueryState query={query} label={label}>
      {() =>
        query.data && query.data.count > 0 ? (
          <>
            <DataTable<T> caption={caption} rows={query.data.results} rowKey={(row) => row.id} columns={columns} />
            <Pager pageSize={query.data.page_size} count={query.data.count} label={pagerLabel} />
          </>
        ) : (
          <EmptyState {...empty} />
        )
      }
    </QueryState>
  );
}
