import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';

import {
  ErrorSummary,
  FormPage,
  pageLanguage,
  QueryState,
  SavedConfirmation,
  useApi,
  useForm,
  usePortal,
  withConfirmation,
  type Confirmation,
} from '@portal/shared';
import {
  CONFIG_RESOURCES,
  configFormSchema,
  configItemSchema,
  type ConfigItem,
  type ConfigResource,
  type ConfigResourceName,
} from '@portal/shared/contracts';

import { useText } from '../text';
import { DeleteResource } from './delete-resource';
import { ResourceField } from './resource-field';
import { listPath, useParentParam } from './resource-paths';
import { resourceItemQuery, resourceUrl } from './resource-queries';
import { resourceWords } from './resource-text';
import { PORTAL_LANGUAGE, translatableFields, versionLanguages, versionsInput, versionValues } from './resource-translations';
import { isRequired, itemName, toFormValues, toInput } from './resource-values';
import { VersionedField } from './versioned-field';

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
  const t = useText();
  const words = resourceWords(t, resource);
  const configuration = { to: '/configuration', label: t('title.configuration') };
  return (
    <FormPage
      title={words.word(key === undefined ? 'add' : resource.single ? 'name' : 'edit')}
      breadcrumbs={resource.single ? [configuration] : [configuration, { to: back, label: words.word('name') }]}
    >
      {key === undefined ? (
        <ResourceForm name={name} back={back} />
      ) : (
        <QueryState query={query} label={words.word('item')}>
          {() =>
            query.data && (
              <>
                <ResourceForm name={name} item={query.data} itemKey={key} back={back} />
                {resource.removal !== 'none' && <DeleteResource name={name} item={query.data} itemKey={key} backTo={back} />}
              </>
            )
          }
        </QueryState>
      )}
    </FormPage>
  );
}

type ResourceFormProps = { name: ConfigResourceName; item?: ConfigItem; itemKey?: string; back: string };

function ResourceForm({ name, item, itemKey, back }: ResourceFormProps) {
  const resource: ConfigResource = CONFIG_RESOURCES[name];
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const t = useText();
  const words = resourceWords(t, resource);
  const parentField = resource.parent?.field;
  const parent = useParentParam(resource);
  const preset = parentField && !item ? { [parentField]: parent } : {};
  // The languages other than the portal's own that its words have a version in (none for most resources).
  const languages = versionLanguages(resource, usePortal().config.languages);
  // On a page in another language, a field of the portal's own words beside its versions says which it is.
  const ownLanguage = pageLanguage() === PORTAL_LANGUAGE ? undefined : { code: PORTAL_LANGUAGE, name: t('form.version.english') };
  const [schema] = useState(() => configFormSchema(name));
  const form = useForm(schema, { ...toFormValues(resource, item), ...versionValues(resource, languages, item), ...preset });
  // The single record's form stays open after a save: its confirmation is shown here, in place.
  const [saved, setSaved] = useState<{ confirmation: Confirmation; count: number }>();

  const submit = form.onSubmit(
    (values) => toInput(resource, values),
    async (checked, { idempotencyKey }) => {
      // The versions in other languages go as typed: the API checks them against the item's own words.
      const input = { ...checked, ...versionsInput(resource, languages, form.values) };
      const schema = configItemSchema(name);
      const added = itemKey === undefined;
      const answer = added
        ? await api.post(resourceUrl(name), input, { schema, headers: { 'Idempotency-Key': idempotencyKey } })
        : await api.patch(resourceUrl(name, itemKey), input, { schema });
      const confirmation = added
        ? { title: words.word('added'), text: t('form.added', { name: itemName(resource, answer) }) }
        : {
            title: t('form.saved.title'),
            text: resource.single ? t('form.saved.single') : t('form.saved.text', { name: itemName(resource, answer) }),
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
      {/* Versions side by side need the width of two fields. */}
      <form className={`usa-form usa-form--large${languages.length > 0 ? ' maxw-tablet-lg' : ''}`} noValidate onSubmit={submit}>
        {resource.fields.map((field) => {
          const versioned = languages.length > 0 && translatableFields(resource).includes(field);
          const own = (
            <ResourceField
              key={field.name}
              resource={resource}
              field={field}
              values={form.values}
              error={form.errors[field.name]}
              required={isRequired(resource, field)}
              language={versioned ? ownLanguage : undefined}
              onValues={(changes) => form.setValues((current) => ({ ...current, ...changes }))}
            />
          );
          return versioned ? (
            <VersionedField
              key={field.name}
              resource={resource}
              field={field}
              languages={languages}
              values={form.values}
              errors={form.errors}
              onValue={(version, words) => form.setValues((current) => ({ ...current, [version]: words }))}
            >
              {own}
            </VersionedField>
          ) : (
            own
          );
        })}
        <button type="submit" className="usa-button" disabled={form.submitting}>
          {itemKey === undefined ? words.word('submit') : t('form.save')}
        </button>
        <Link className="usa-button usa-button--outline" to={back}>
          {t('form.cancel')}
        </Link>
      </form>
    </>
  );
}
