// Each app's words: the shell, every remote and the kit keep theirs in message catalogs of their
// own (src/locales/<language>.json, ICU MessageFormat, English the source), which the app's build
// checks and compiles (tools/catalog-loader.mjs) into one chunk per language. Each has its own
// Lingui instance, so a remote speaks with its own catalog whatever the shell has loaded
// (decision 022). Nothing here is a React context: a component asks its own app's `useText`.
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { useCallback, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';

import { formatLocale } from '../format/format';
import { onLanguageChange, onLanguageLoading, pageLanguage, PSEUDO_LANGUAGE } from './language';
import { placeElements, withElements } from './rich';

export type MessageValues = Record<string, unknown>;
/** A catalog module as the build compiles it: its default export, the messages (checked by the build). */
export type CatalogModule = { default: Record<string, unknown> };

/** Looks a message up in one app's catalog of the page's language. */
export type Translate = (id: string, values?: MessageValues) => string;

export type AppText = {
  i18n: I18n;
  /** Loads the app's catalog of `code` (once) and makes it the one its words come from. */
  ready(code?: string): Promise<void>;
  /** Takes a catalog already at hand (one bundled in, where nothing is loaded: the first screen's drawing in Node). */
  provide(code: string, catalog: CatalogModule): void;
  /** The app's words in the page's language, for a component: it draws again when the language changes. */
  useText(): Translate;
  /** A message now, outside a component (a route's title, a toast). */
  text: Translate;
  /**
   * The app's words in another language than the page's, for a component (the labels of what staff
   * write in each language): nothing until that language's catalog is here, which it loads.
   */
  useTextIn(code: string): Translate | undefined;
  /** Whether the catalog of the page's language has this message (a text from elsewhere passes through as it is). */
  has(id: string): boolean;
  /**
   * A message with parts that are elements, such as links: `<0>Log in</0>` in the catalog, and
   * `components={{ 0: <Link to="/login" /> }}`. What a person typed goes in as an element, never as
   * a value, so that nothing in it is read as a tag.
   */
  Rich(props: { id: string; values?: Record<string, ReactNode>; components?: Record<string, ReactElement> }): ReactNode;
};

/**
 * `load` imports the app's catalog of a language (`import(\`./locales/${code}.json\`)`), and
 * `pseudo` its English made into the pseudo-locale (`import('./locales/en.json?pseudo')`).
 */
export function createText(load: (code: string) => Promise<CatalogModule>, pseudo?: () => Promise<CatalogModule>): AppText {
  const i18n = setupI18n();
  const loading = new Map<string, Promise<void>>();
  const available = new Set<string>();
  const catalogs = new Map<string, Messages>();
  /** A language's words apart from the page's, each in an instance of its own. */
  const apart = new Map<string, Translate>();

  function loaded(code: string): Promise<void> {
    let pending = loading.get(code);
    if (!pending) {
      const module = code === PSEUDO_LANGUAGE && pseudo ? pseudo() : load(code);
      pending = module.then(
        (catalog) => {
          i18n.load(code, catalog.default as Messages);
          catalogs.set(code, catalog.default as Messages);
          available.add(code);
        },
        (error: unknown) => {
          loading.delete(code);
          throw error;
        },
      );
      loading.set(code, pending);
    }
    return pending;
  }

  /** Activates the page's language when its catalog is here; until then the last one stays. */
  function follow(): string {
    const code = pageLanguage();
    if (i18n.locale !== code && available.has(code)) i18n.activate(code, [formatLocale(code)]);
    return code;
  }

  async function ready(code = pageLanguage()) {
    await loaded(code);
    if (pageLanguage() === code || !i18n.locale) i18n.activate(code, [formatLocale(code)]);
  }

  function provide(code: string, catalog: CatalogModule) {
    i18n.load(code, catalog.default as Messages);
    catalogs.set(code, catalog.default as Messages);
    available.add(code);
    loading.set(code, Promise.resolve());
  }

  onLanguageLoading((code) => loaded(code));
  onLanguageChange(() => void ready().catch(() => undefined));

  // Before any catalog is here (a bug: every app waits for its own), the id rather than a crash.
  const text: Translate = (id, values) => {
    follow();
    return i18n.locale ? i18n._(id, values) : id;
  };

  function useText(): Translate {
    useSyncExternalStore(onLanguageChange, follow, () => 'en');
    return text;
  }

  function textIn(code: string): Translate | undefined {
    const messages = catalogs.get(code);
    if (!messages) return undefined;
    let words = apart.get(code);
    if (!words) {
      const own = setupI18n({ locale: code, locales: [formatLocale(code)], messages: { [code]: messages } });
      words = (id, values) => own._(id, values);
      apart.set(code, words);
    }
    return words;
  }

  function useTextIn(code: string): Translate | undefined {
    const subscribe = useCallback(
      (changed: () => void) => {
        let listening = true;
        loaded(code).then(
          () => listening && changed(),
          () => undefined,
        );
        return () => {
          listening = false;
        };
      },
      [code],
    );
    return useSyncExternalStore(
      subscribe,
      () => textIn(code),
      () => textIn(code),
    );
  }

  function Rich({ id, values, components }: { id: string; values?: Record<string, ReactNode>; components?: Record<string, ReactElement> }) {
    useText();
    const placed = placeElements(values ?? {});
    return <>{withElements(text(id, placed.values), { ...components, ...placed.elements })}</>;
  }

  const has = (id: string) => {
    follow();
    return Boolean(i18n.locale) && i18n.messages[id] !== undefined;
  };

  return { i18n, ready, provide, useText, useTextIn, text, has, Rich };
}
