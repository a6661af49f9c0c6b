import { PSEUDO_LANGUAGE, type FormValues, type PortalLanguage } from '@portal/shared';
import type { ConfigField, ConfigResource } from '@portal/shared/contracts';

// What staff write for residents (a title, a description) has a version in each language the
// portal speaks: the portal's own language's, required as the field says, and the others',
// optional, each in its form field `translations.<code>.<field>` and in the API's `translations`.

/** A field as the configuration describes it: `translatable` when staff write its words in each language. */
type DescribedField = ConfigField & { translatable?: boolean };

/** An item's versions in other languages: by language code, each field's words. */
export type Translations = Record<string, Record<string, string>>;

/** The language every item has its words in, and the others' versions are of. */
export const PORTAL_LANGUAGE = 'en';

/** The form field of a field's version in a language, which the API's errors name too. */
export const versionName = (code: string, field: string) => `translations.${code}.${field}`;

/** The fields whose words have a version in each language: words typed in a line or a box. */
export function translatableFields(resource: ConfigResource): ConfigField[] {
  return resource.fields.filter(
    (field) => (field as DescribedField).translatable === true && (field.kind === 'text' || field.kind === 'textarea'),
  );
}

/** The languages a version is written in: every one the portal speaks but its own (and the pseudo-locale). */
export function versionLanguages(resource: ConfigResource, languages: readonly PortalLanguage[]): PortalLanguage[] {
  if (translatableFields(resource).length === 0) return [];
  return languages.filter((language) => language.code !== PORTAL_LANGUAGE && language.code !== PSEUDO_LANGUAGE);
}

/** What the form shows of an item's versions (or a new one's): each field's words in each language. */
export function versionValues(
  resource: ConfigResource,
  languages: readonly PortalLanguage[],
  item: Record<string, unknown> | undefined,
): FormValues {
  const translations = (item?.translations ?? {}) as Partial<Translations>;
  return Object.fromEntries(
    versionLanguages(resource, languages).flatMap(({ code }) =>
      translatableFields(resource).map((field) => [versionName(code, field.name), translations[code]?.[field.name] ?? '']),
    ),
  );
}

/**
 * The versions as the API takes them: each language with at least one field filled in, with the
 * fields filled in (one left out is one the API says is missing). None for a resource whose words
 * have no versions; `{}` when none is filled in, which removes those the item had.
 */
export function versionsInput(
  resource: ConfigResource,
  languages: readonly PortalLanguage[],
  values: FormValues,
): { translations?: Translations } {
  const codes = versionLanguages(resource, languages).map(({ code }) => code);
  if (codes.length === 0) return {};
  const translations: Translations = {};
  for (const code of codes) {
    const version = Object.fromEntries(
      translatableFields(resource)
        .map((field): [string, string] => [field.name, values[versionName(code, field.name)] ?? ''])
        .filter(([, words]) => words.trim() !== ''),
    );
    if (Object.keys(version).length > 0) translations[code] = version;
  }
  return { translations };
}
