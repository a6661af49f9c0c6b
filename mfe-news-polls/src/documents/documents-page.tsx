import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';

import { EmptyState, formatDate, Pagination, QueryState, SelectField, useApi } from '@portal/shared';

import { RichText } from '../rich-text';
import { downloadDocument } from './download-document';
import { documentCategoriesQuery, documentListQuery } from './get-documents';

const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const numberOrUndefined = (value: string | null) => (value ? Number(value) : undefined);

export function DocumentsPage() {
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const filters = {
    page: Number(params.get('page')) || 1,
    search: params.get('search') ?? undefined,
    category: numberOrUndefined(params.get('category')),
    subcategory: numberOrUndefined(params.get('subcategory')),
  };
  const [search, setSearch] = useState(filters.search ?? '');
  const categories = useQuery(documentCategoriesQuery(api));
  const query = useQuery({ ...documentListQuery(api, filters), placeholderData: keepPreviousData });
  const category = categories.data?.find((candidate) => candidate.id === filters.category);

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
      <form
        className="usa-form maxw-full grid-row grid-gap"
        role="search"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          update({ search: search.trim() || undefined });
        }}
      >
        <div className="tablet:grid-col-4">
          <SelectField
            name="category"
            label="Category"
            placeholder="All categories"
            value={filters.category ?? ''}
            options={(categories.data ?? []).map((item) => ({ value: item.id, label: item.name }))}
            onChange={(event) => update({ category: event.target.value || undefined, subcategory: undefined })}
          />
        </div>
        <div className="tablet:grid-col-4">
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
        <div className="tablet:grid-col-4">
          <label className="usa-label" htmlFor="document-search">
            Search documents
          </label>
          <div className="usa-search usa-search--small margin-top-1">
            <input
              id="document-search"
              className="usa-input"
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
            <button className="usa-button" type="submit">
              Search
            </button>
          </div>
        </div>
      </form>
      <QueryState query={query} label="the documents">
        {() =>
          query.data && query.data.count > 0 ? (
            <>
              <ul className="portal-card-list margin-top-3">
                {query.data.results.map((document) => (
                  <li key={document.id} className="border-1px border-base-lighter padding-2 radius-md">
                    <h2 className="margin-top-0 font-heading-md">{document.title}</h2>
                    <p className="text-base margin-y-05">
                      {[document.category, document.subcategory].filter(Boolean).join(' › ')} · {formatDate(document.published_at)}
                    </p>
                    <RichText html={document.description_html} />
                    <button type="button" className="usa-button usa-button--outline" onClick={() => downloadDocument(api, document)}>
                      Download {document.file_name}
                      <span className="usa-sr-only">, {document.title}</span> ({size(document.file_size)})
                    </button>
                  </li>
                ))}
              </ul>
              <Pagination
                page={filters.page}
                pageSize={query.data.page_size}
                count={query.data.count}
                label="Document pages"
                onPage={(page) => update({ page })}
              />
            </>
          ) : (
            <EmptyState title="No documents match">
              <p>Try another category or other words.</p>
            </EmptyState>
          )
        }
      </QueryState>
    </>
  );
}
