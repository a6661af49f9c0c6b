import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';

import {
  Breadcrumbs,
  ErrorSummary,
  QueryState,
  SavedConfirmation,
  useApi,
  useForm,
  withConfirmation,
  type Confirmation,
} from '@portal/shared';
import {
  CONFIG_RESOURCES,
  configFormSchema,
  configItemSchema,
  withArticle,
  type ConfigItem,
  type ConfigResource,
  type ConfigResourceName,
} from '@portal/shared/contracts';

import { capitalized } from '../lists/capitalized';
import { DeleteResource } from './delete-resource';
import { ResourceField } from './resource-field';
import { listPath, useParentParam } from './resource-paths';
import { resourceItemQuery, resourceUrl } from './resource-queries';
import { isRequired, itemName, toFormValues, toInput } from './resource-values';

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
          <ResourceForm name={name} back={back} />
        </>
      ) : (
        <QueryState query={query} label={`the ${resource.singular}`}>
          {() =>
            query.data && (
              <>
                <h1>{resource.single ? resource.title : `Edit ${resource.singular}`}</h1>
                <ResourceForm name={name} item={query.data} itemKey={key} back={back} />
                {resource.removal !== 'none' && <DeleteResource name={name} item={query.data} itemKey={key} backTo={back} />}
              </>
            )
          }
        </QueryState>
      )}
    </>
  );
}

type ResourceFormProps = { name: ConfigResourceName; item?: ConfigItem; itemKey?: string; back: string };

function ResourceForm({ name, item, itemKey, back }: ResourceFormProps) {
  const resource: ConfigResource = CONFIG_RESOURCES[name];
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const parentField = resource.parent?.field;
  const parent = useParentParam(resource);
  const preset = parentField && !item ? { [parentField]: parent } : {};
  const [schema] = useState(() => configFormSchema(name));
  const form = useForm(schema, { ...toFormValues(resource, item), ...preset });
  // The single record's form stays open after a save: its confirmation is shown here, in place.
  const [saved, setSaved] = useState<{ confirmation: Confirmation; count: number }>();

  const submit = form.onSubmit(
    (values) => toInput(resource, values),
    async (input, { idempotencyKey }) => {
      const schema = configItemSchema(name);
      const added = itemKey === undefined;
      const answer = added
        ? await api.post(resourceUrl(name), input, { schema, headers: { 'Idempotency-Key': idempotencyKey } })
        : await api.patch(resourceUrl(name, itemKey), input, { schema });
      const confirmation = added
        ? { title: `${capitalized(resource.singular)} added`, text: `${itemName(resource, answer)} is now in the list.` }
        : {
            title: 'Changes saved',
            text: resource.single ? 'Residents see the new details at once.' : `${itemName(resource, answer)} was updated.`,
          };
      // What residents see may have changed too (the header's logo, the news): nothing cached is kept.
      await queryClient.invalidateQueries();
      if (resource.single) setSaved((current) => ({ confirmation, count: (current?.count ?? 0) + 1 }));
      else
        navigate(
          listPath(resource, parentField ? String((input as Record<string, unknown>)[parentField]) : undefined),
          withConfirmation(confirmation),
        );
    },
  );

  return (
    <>
      <SavedConfirmation key={saved?.count} confirmation={saved?.confirmation} inPlace />
      <ErrorSummary errors={form.summary} />
      <form className="usa-form usa-form--large" noValidate onSubmit={submit}>
        {resource.fields.map((field) => (
          <ResourceField
            key={field.name}
            field={field}
            values={form.values}
            error={form.errors[field.name]}
            required={isRequired(resource, field)}
            onValues={(changes) => form.setValues((current) => ({ ...current, ...changes }))}
          />
        ))}
        <button type="submit" className="usa-button" disabled={form.submitting}>
          {itemKey === undefined ? `Add ${resource.singular}` : 'Save changes'}
        </button>
        <Link className="usa-button usa-button--outline" to={back}>
          Cancel
        </Link>
      </form>
    </>
  );
}
