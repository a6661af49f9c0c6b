import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';

import {
  FilterRow,
  FilterSearch,
  FilterSelect,
  ListPage,
  PagedTable,
  SavedConfirmation,
  StatusTag,
  useApi,
  useConfirmation,
} from '@portal/shared';
import { CONFIG_RESOURCES, type ConfigItem, type ConfigResource, type ConfigResourceName } from '@portal/shared/contracts';

import { useListParams } from '../lists/list-params';
import { Rich, useText } from '../text';
import { ReferenceSelect } from './resource-field';
import { createPath, editPath, listPath, useParentParam } from './resource-paths';
import { resourceListQuery, resourceOptionsQuery } from './resource-queries';
import { resourceWordId, resourceWords, type ResourceWords } from './resource-text';
import { displayValue, flagState, optionLabel } from './resource-values';

/** Every configuration list: search, sort, a parent filter for nested ones, pages, and the way to add. */
export function ResourceListPage({ name }: { name: ConfigResourceName }) {
  const resource: ConfigResource = CONFIG_RESOURCES[name];
  const api = useApi();
  const { searchParams, page, search, update } = useListParams();
  const navigate = useNavigate();
  const t = useText();
  const words = resourceWords(t, resource);
  const parentField = resource.parent?.field;
  const params = { page, search, ordering: searchParams.get('ordering') ?? resource.defaultOrdering, parent: useParentParam(resource) };
  const onChange = (changes: Record<string, string>) =>
    parentField && parentField in changes && resource.parentInPath ? navigate(listPath(resource, changes[parentField])) : update(changes);
  const query = useQuery(resourceListQuery(api, name, params, parentField));
  const references = useReferenceLabels(resource);
  const listed = resource.fields.filter((field) => field.inList);
  // Each row is named by its own value (a suburb's name), not by what it refers to (its town).
  // A cause is named by its title, not its kind: the label field when it is listed.
  const first =
    listed.find((field) => field.name === (resource.labelField ?? 'name')) ??
    listed.find((field) => field.kind !== 'reference') ??
    resource.fields[0]!;
  const rest = listed.filter((field) => field !== first);
  // Nested resources are reached from their parent's rows: a poll's options, a town's suburbs.
  const children = (Object.values(CONFIG_RESOURCES) as ConfigResource[]).filter((child) => child.parent?.resource === name);
  const confirmation = useConfirmation();
  const add = { to: createPath(resource, params.parent), text: words.word('add') };

  return (
    <ListPage
      title={words.word('name')}
      breadcrumbs={[{ to: '/configuration', label: t('title.configuration') }]}
      notice={<SavedConfirmation confirmation={confirmation} />}
      actions={
        <Link className="usa-button" to={add.to}>
          {add.text}
        </Link>
      }
    >
      <ListControls resource={resource} params={params} onChange={onChange} />
      <PagedTable<ConfigItem>
        query={query}
        label={words.word('items')}
        caption={words.word('name')}
        columns={[
          {
            header: words.label(first),
            cell: (item) => <Link to={editPath(resource, item)}>{displayValue(first, item[first.name], references)}</Link>,
          },
          ...rest.map((field) => ({
            header: words.label(field),
            cell: (item: ConfigItem) => {
              const flag = flagState(field, item[field.name]);
              return flag ? <StatusTag tone={flag.tone}>{flag.label}</StatusTag> : displayValue(field, item[field.name], references);
            },
          })),
          ...children.map((child) => ({
            header: t(resourceWordId(child.name, 'name')),
            cell: (item: ConfigItem) => (
              <Link to={listPath(child, String(item.id))}>
                <Rich
                  id="list.children"
                  values={{ children: t(resourceWordId(child.name, 'name')), item: <>{optionLabel(resource, item)}</> }}
                  components={{ 0: <span className="usa-sr-only" /> }}
                />
              </Link>
            ),
          })),
        ]}
        pagerLabel={words.word('pages')}
        empty={emptyList(words, params, add)}
      />
    </ListPage>
  );
}

type ListParams = { search: string; ordering: string; parent: string };

/** What an empty list says: nothing added yet, or nothing that matches; either way the way to add one. */
function emptyList(words: ResourceWords, params: ListParams, add: { to: string; text: string }) {
  if (params.search)
    return { title: words.word('noMatch.title'), text: words.word('noMatch.text', { search: params.search }), action: add };
  if (params.parent) return { title: words.word('empty.title'), text: words.word('empty.under'), action: add };
  return { title: words.word('empty.title'), text: words.word('empty.text'), action: add };
}

function ListControls({
  resource,
  params,
  onChange,
}: {
  resource: ConfigResource;
  params: ListParams;
  onChange: (changes: Record<string, string>) => void;
}) {
  const t = useText();
  const words = resourceWords(t, resource);
  const sortable = resource.fields.filter((field) => field.sortable);
  const parentField = resource.parent ? resource.fields.find((field) => field.name === resource.parent?.field) : undefined;
  return (
    <FilterRow>
      <FilterSearch id="search" label={words.word('search')} />
      {sortable.length > 0 && (
        <FilterSelect
          name="ordering"
          label={t('list.sort')}
          fallback={resource.defaultOrdering}
          options={sortable.flatMap((field) => [
            { value: field.name, label: t('list.sort.ascending', { field: words.label(field) }) },
            { value: `-${field.name}`, label: t('list.sort.descending', { field: words.label(field) }) },
          ])}
        />
      )}
      {parentField && (
        <ReferenceSelect
          reference={parentField.reference ?? ''}
          name={`filter-${parentField.name}`}
          label={words.label(parentField)}
          placeholder={words.word('filter.all')}
          value={params.parent}
          onValue={(value) => onChange({ [parentField.name]: value })}
        />
      )}
    </FilterRow>
  );
}

/** Names for the ids of reference columns (a suburb's town). */
function useReferenceLabels(resource: ConfigResource): Map<number, string> | undefined {
  const api = useApi();
  const reference = resource.fields.find((field) => field.kind === 'reference' && field.inList)?.reference as
    ConfigResourceName | undefined;
  const options = useQuery({ ...resourceOptionsQuery(api, reference ?? 'towns'), enabled: reference !== undefined });
  if (!reference || !options.data) return undefined;
  return new Map(options.data.results.map((item) => [item.id, optionLabel(CONFIG_RESOURCES[reference], item)]));
}
