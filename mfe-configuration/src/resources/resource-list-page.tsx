import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';

import {
  Breadcrumbs,
  FilterRow,
  FilterSearch,
  FilterSelect,
  PagedTable,
  SavedConfirmation,
  StatusTag,
  useApi,
  useConfirmation,
} from '@portal/shared';
import { CONFIG_RESOURCES, withArticle, type ConfigItem, type ConfigResource, type ConfigResourceName } from '@portal/shared/contracts';

import { useListParams } from '../lists/list-params';
import { ReferenceSelect } from './resource-field';
import { createPath, editPath, listPath, useParentParam } from './resource-paths';
import { resourceListQuery, resourceOptionsQuery } from './resource-queries';
import { displayValue, flagState, optionLabel } from './resource-values';

/** Every configuration list: search, sort, a parent filter for nested ones, pages, and the way to add. */
export function ResourceListPage({ name }: { name: ConfigResourceName }) {
  const resource: ConfigResource = CONFIG_RESOURCES[name];
  const api = useApi();
  const { searchParams, page, search, update } = useListParams();
  const navigate = useNavigate();
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
  const add = { to: createPath(resource, params.parent), text: `Add ${withArticle(resource.singular)}` };

  return (
    <>
      <Breadcrumbs trail={[{ to: '/configuration', label: 'Configuration' }]} current={resource.title} />
      <h1>{resource.title}</h1>
      <SavedConfirmation confirmation={confirmation} />
      <p>
        <Link className="usa-button" to={add.to}>
          {add.text}
        </Link>
      </p>
      <ListControls resource={resource} params={params} onChange={onChange} />
      <PagedTable<ConfigItem>
        query={query}
        label={resource.title.toLowerCase()}
        caption={resource.title}
        columns={[
          {
            header: first.label,
            cell: (item) => <Link to={editPath(resource, item)}>{displayValue(first, item[first.name], references)}</Link>,
          },
          ...rest.map((field) => ({
            header: field.label,
            cell: (item: ConfigItem) => {
              const flag = flagState(field, item[field.name]);
              return flag ? <StatusTag tone={flag.tone}>{flag.label}</StatusTag> : displayValue(field, item[field.name], references);
            },
          })),
          ...children.map((child) => ({
            header: child.title,
            cell: (item: ConfigItem) => (
              <Link to={listPath(child, String(item.id))}>
                {child.title}
                <span className="usa-sr-only"> of {optionLabel(resource, item)}</span>
              </Link>
            ),
          })),
        ]}
        pagerLabel={`${resource.title} pages`}
        empty={emptyList(resource, params, add)}
      />
    </>
  );
}

type ListParams = { search: string; ordering: string; parent: string };

/** What an empty list says: nothing added yet, or nothing that matches; either way the way to add one. */
function emptyList(resource: ConfigResource, params: ListParams, add: { to: string; text: string }) {
  const plural = resource.title.toLowerCase();
  if (params.search)
    return {
      title: `No ${plural} match`,
      text: `No ${plural} match “${params.search}”. Check the spelling or search for something else.`,
      action: add,
    };
  if (params.parent) return { title: `No ${plural} yet`, text: `None has been added under this ${parentName(resource)}.`, action: add };
  return { title: `No ${plural} yet`, text: `${resource.title} you add are listed here.`, action: add };
}

const parentName = (resource: ConfigResource) =>
  resource.parent ? CONFIG_RESOURCES[resource.parent.resource as ConfigResourceName].singular : '';

function ListControls({
  resource,
  params,
  onChange,
}: {
  resource: ConfigResource;
  params: ListParams;
  onChange: (changes: Record<string, string>) => void;
}) {
  const sortable = resource.fields.filter((field) => field.sortable);
  const parentField = resource.parent ? resource.fields.find((field) => field.name === resource.parent?.field) : undefined;
  return (
    <FilterRow>
      <FilterSearch id="search" label={`Search ${resource.title.toLowerCase()}`} />
      {sortable.length > 0 && (
        <FilterSelect
          name="ordering"
          label="Sort by"
          fallback={resource.defaultOrdering}
          options={sortable.flatMap((field) => [
            { value: field.name, label: `${field.label}, A to Z` },
            { value: `-${field.name}`, label: `${field.label}, Z to A` },
          ])}
        />
      )}
      {parentField && (
        <ReferenceSelect
          reference={parentField.reference ?? ''}
          name={`filter-${parentField.name}`}
          label={parentField.label}
          placeholder="All"
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
