import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';

import {
  CardList,
  CardListItem,
  EmptyState,
  FilterSearch,
  langOf,
  ListPage,
  Pager,
  pastLastPage,
  QueryState,
  SelectField,
  useApi,
  usePageParam,
} from '@portal/shared';

import { useText } from '../text';
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
  const t = useText();

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
    <ListPage title={t('title.documents')} lead={t('documents.intro')}>
      <FilterSearch id="document-search" label={t('documents.search')} />
      <div className="grid-row grid-gap margin-bottom-3">
        <div className="tablet:grid-col-6">
          <SelectField
            name="category"
            label={t('documents.category.label')}
            placeholder={t('documents.category.all')}
            value={filters.category ?? ''}
            options={(categories.data ?? []).map((item) => ({ value: item.id, label: item.name, ...langOf(item) }))}
            onChange={(event) => update({ category: event.target.value || undefined, subcategory: undefined })}
          />
        </div>
        <div className="tablet:grid-col-6">
          <SelectField
            name="subcategory"
            label={t('documents.subcategory.label')}
            placeholder={category ? t('documents.subcategory.all') : t('documents.subcategory.first')}
            disabled={!category}
            value={filters.subcategory ?? ''}
            options={(category?.subcategories ?? []).map((item) => ({ value: item.id, label: item.name, ...langOf(item, category) }))}
            onChange={(event) => update({ subcategory: event.target.value || undefined })}
          />
        </div>
      </div>
      <QueryState query={query} label={t('documents.label')}>
        {() =>
          query.data && query.data.results.length > 0 ? (
            <>
              <p className="text-base-dark" role="status">
                {filters.search
                  ? t('documents.countFor', { count: query.data.count, search: filters.search })
                  : t('documents.count', { count: query.data.count })}
              </p>
              <CardList>
                {query.data.results.map((document) => (
                  <CardListItem key={document.id}>
                    <DocumentItem document={document} />
                  </CardListItem>
                ))}
              </CardList>
              <Pager count={query.data.count} pageSize={query.data.page_size} label={t('documents.pages')} />
            </>
          ) : filtered ? (
            <EmptyState
              title={filters.search ? t('documents.noMatch.title', { search: filters.search }) : t('documents.noMatch.category')}
              text={t('documents.noMatch.text')}
              action={{ to: '/documents', text: t('documents.noMatch.action') }}
            />
          ) : filters.page > 1 ? (
            <EmptyState {...pastLastPage(t('documents.pastLast'), '/documents')} />
          ) : (
            <EmptyState title={t('documents.none.title')} text={t('documents.none.text')} />
          )
        }
      </QueryState>
    </ListPage>
  );
}
