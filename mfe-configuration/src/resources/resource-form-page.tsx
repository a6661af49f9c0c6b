import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';

import { Breadcrumbs, ErrorSummary, notify, QueryState, useApi, useForm } from '@portal/shared';
import {
  CONFIG_RESOURCES,
  CONFIG_SCHEMAS,
  configItemSchema,
  withArticle,
  type ConfigItem,
  type ConfigResource,
  type ConfigResourceName,
} from '@portal/shared/contracts';

import { DeleteResource } from './delete-resource';
import { ResourceField } from './resource-field';
import { listPath, useParentParam } from './resource-paths';
import { resourceItemQuery, resourceUrl } from './resource-queries';
import { toFormValues, toInput } from './resource-values';

const CONFIGURATION = { to: '/configuration', label: 'Configuration' };

/** Every configuration form: create, or edit with removal, drawn from the resource's description. */
export function ResourceFormPage({ name }: { name: ConfigResourceName }) {
  const resource: ConfigResource = CONFIG_RESOURCES[name];
  const param = useParams().key;
  // A single record (the organization) lives at the resource's own address: always an edit.
  const key = resource.single ? '' : param;
  const api = useApi();
  const query = useQuery({ ...resourceItemQuery(api, name, key ?? ''), enabled: key !== undefined });
  const parent = useParentParam(resource);
  const back = resource.single ? '/configuration' : listPath(resource, parent);
  return (
    <>
      <Breadcrumbs
        trail={resource.single ? [CONFIGURATION] : [CONFIGURATION, { to: back, label: resource.title }]}
        current={
          resource.single ? resource.title : key === undefined ? `Add ${withArticle(resource.singular)}` : `Edit ${resource.singular}`
        }
      />
      {key === undefined ? (
        <>
          <h1>Add {withArticle(resource.singular)}</h1>
          <ResourceForm name={name} />
        </>
      ) : (
        <QueryState query={query} label={`the ${resource.singular}`}>
          {() =>
            query.data && (
              <>
                <h1>{resource.single ? resource.title : `Edit ${resource.singular}`}</h1>
                <ResourceForm name={name} item={query.data} itemKey={key} />
                {resource.removal !== 'none' && <DeleteResource name={name} itemKey={key} backTo={back} />}
              </>
            )
          }
        </QueryState>
      )}
    </>
  );
}

function ResourceForm({ name, item, itemKey }: { name: ConfigResourceName; item?: ConfigItem; itemKey?: string }) {
  const resource: ConfigResource = CONFIG_RESOURCES[name];
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const parentField = resource.parent?.field;
  const parent = useParentParam(resource);
  const preset = parentField && !item ? { [parentField]: parent } : {};
  const form = useForm(CONFIG_SCHEMAS[name].input, { ...toFormValues(resource, item), ...preset });

  const submit = form.onSubmit(
    (values) => toInput(resource, values),
    async (input, { idempotencyKey }) => {
      const schema = configItemSchema(name);
      if (itemKey === undefined) {
        await api.post(resourceUrl(name), input, { schema, headers: { 'Idempotency-Key': idempotencyKey } });
        notify('success', `The ${resource.singular} was added.`);
      } else {
        await api.patch(resourceUrl(name, itemKey), input, { schema });
        notify('success', 'Your changes were saved.');
      }
      // What residents see may have changed too (the header's logo, the news): nothing cached is kept.
      await queryClient.invalidateQueries();
      if (!resource.single) navigate(listPath(resource, parentField ? String((input as Record<string, unknown>)[parentField]) : undefined));
    },
  );

  return (
    <>
      <ErrorSummary errors={form.summary} />
      <form className="usa-form usa-form--large" noValidate onSubmit={submit}>
        {resource.fields.map((field) => (
          <ResourceField
            key={field.name}
            field={field}
            values={form.values}
            error={form.errors[field.name]}
            onValues={(changes) => form.setValues((current) => ({ ...current, ...changes }))}
          />
        ))}
        <button type="submit" className="usa-button" disabled={form.submitting}>
          {itemKey === undefined ? `Add ${resource.singular}` : 'Save changes'}
        </button>
        <Link className="usa-button usa-button--outline" to={resource.single ? '/configuration' : resource.path}>
          Cancel
        </Link>
      </form>
    </>
  );
}
