import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CONFIG_RESOURCES,
  CONFIG_SCHEMAS,
  configItemSchema,
  ErrorSummary,
  QueryState,
  notify,
  useApi,
  useForm,
  withArticle,
  type ConfigItem,
  type ConfigResource,
  type ConfigResourceName,
} from '@portal/shared';
import { DeleteResource } from './delete-resource';
import { ResourceField } from './resource-field';
import { resourceItemQuery, resourceKeys, resourceUrl } from './resource-queries';
import { toFormValues, toInput } from './resource-values';

/** Every configuration form: create, or edit with removal, drawn from the resource's description. */
export function ResourceFormPage({ name }: { name: ConfigResourceName }) {
  const key = useParams().key;
  const api = useApi();
  const resource: ConfigResource = CONFIG_RESOURCES[name];
  const query = useQuery({ ...resourceItemQuery(api, name, key ?? ''), enabled: key !== undefined });
  return (
    <>
      <p>
        <Link to={resource.path}>{resource.title}</Link>
      </p>
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
                <h1>Edit {resource.singular}</h1>
                <ResourceForm name={name} item={query.data} itemKey={key} />
                <DeleteResource name={name} itemKey={key} />
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
  const [searchParams] = useSearchParams();
  const parentField = resource.parent?.field;
  const preset = parentField && !item ? { [parentField]: searchParams.get(parentField) ?? '' } : {};
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
      await queryClient.invalidateQueries({ queryKey: resourceKeys.all(name) });
      navigate(resource.path);
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
            value={form.values[field.name] ?? ''}
            error={form.errors[field.name]}
            onValue={(value) => form.setValues((current) => ({ ...current, [field.name]: value }))}
          />
        ))}
        <button type="submit" className="usa-button" disabled={form.submitting}>
          {itemKey === undefined ? `Add ${resource.singular}` : 'Save changes'}
        </button>
        <Link className="usa-button usa-button--outline" to={resource.path}>
          Cancel
        </Link>
      </form>
    </>
  );
}
