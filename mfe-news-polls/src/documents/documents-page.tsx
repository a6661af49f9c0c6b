import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';

import { EmptyState, FilterSearch, formatNumber, Pager, pastLastPage, QueryState, SelectField, useApi, usePageParam } from '@portal/shared';

import { DocumentItem } from './document-item';
import { documentCategoriesQuery, documentListQuery } from './get-documents';

const numberOrUndefined = (value: string | null) => (value ? Number(value) : undefined);

export function DocumentsPage() {
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const filters = {
    page: usePageParam(),
    search: params.get('search') || undefined,
    category: numberOrUndefined(params.get('category')),
    subcategory: numberOrUndefined(params.get('subcategory')),
  };
  const categories = useQuery(documentCategoriesQuery(api));
  const query = useQuery({ ...documentListQuery(api, filters), placeholderData: keepPreviousData });
  const category = categories.data?.find((candidate) => candidate.id === filters.category);
  const filtered = filters.search !== undefined || filters.category !== undefined;

  /** A new filter starts again at the first page. */
  function update(next: Record<string, string | number | undefined>) {
    const merged = { ...filters, page: undefined, ...next };
    setParams(
      Object.fromEntries(
        Object.entries(merged)
          .filter(([, value]) => value !== undefined && value !== '')
          .map(([key, value]) => [key, String(value)]),
      ),
    );
  }

  return (
    <>
      <h1>Documents</h1>
      <p className="usa-intro">Budgets, plans, permits and council records, newest first.</p>
      <FilterSearch id="document-search" label="Search documents" />
      <div className="grid-row grid-gap margin-bottom-3">
        <div className="tablet:grid-col-6">
          <SelectField
            name="category"
            label="Category"
            placeholder="All categories"
            value={filters.category ?? ''}
            options={(categories.data ?? []).map((item) => ({ value: item.id, label: item.name }))}
            onChange={(event) => update({ category: event.target.value || undefined, subcategory: undefined })}
          />
        </div>
        <div className="tablet:grid-col-6">
          <SelectField
            name="subcategory"
            label="Subcategory"
            placeholder={category ? 'All subcategories' : 'Choose a category first'}
            disabled={!category}
            value={filters.subcategory ?? ''}
            options={(category?.subcategories ?? []).map((item) => ({ value: item.id, label: item.name }))}
            onChange={(event) => update({ subcategory: event.target.value || undefined })}
          />
        </div>
      </div>
      <QueryState query={query} label="the documents">
        {() =>
          query.data && query.data.results.length > 0 ? (
            <>
              <p className="text-base-dark" role="status">
                {formatNumber(query.data.count)} {query.data.count === 1 ? 'document' : 'documents'}
                {filters.search && ` for “${filters.search}”`}
              </p>
              <ul className="portal-card-list">
                {query.data.results.map((document) => (
                  <li key={document.id} className="border-1px border-base-lighter padding-2 radius-md">
                    <DocumentItem document={document} />
                  </li>
                ))}
              </ul>
              <Pager count={query.data.count} pageSize={query.data.page_size} label="Document pages" />
            </>
          ) : filtered ? (
            <EmptyState
              title={filters.search ? `No documents match “${filters.search}”` : 'No documents in this category'}
              text="Check the spelling, try other words or choose another category."
              action={{ to: '/documents', text: 'See all documents' }}
            />
          ) : filters.page > 1 ? (
            <EmptyState {...pastLastPage('There are no documents on this page', '/documents')} />
          ) : (
            <EmptyState title="No documents published yet" text="Budgets, plans and council records will appear here." />
          )
        }
      </QueryState>
    </>
  );
}
