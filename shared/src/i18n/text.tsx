// Each app's words: the shell, every remote and the kit keep theirs in message catalogs of their
// own (src/locales/<language>.json, ICU MessageFormat, English the source), which the app's build
// checks and compiles (tools/catalog-loader.mjs) into two chunks per language: its first words and
// its pages' (decision 025). Each app has its own words, so a remote speaks with its own catalog
// whatever the shell has loaded (decision 022). Nothing here is a React context: a component asks
// its own app's `useText`.
import { useCallback, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';

import { formatLocale } from '../format/format';
import { interpret, type Compiled } from './interpret';
import { onLanguageChange, onLanguageLoading, pageLanguage, PSEUDO_LANGUAGE } from './language';
import { placeElements, withElements } from './rich';

export type MessageValues = Record<string, unknown>;
/** A catalog module as the build compiles it: its default export, the messages (checked by the build). */
export type CatalogModule = { default: Record<string, unknown> };
/**
 * A part of an app's catalog (decision 025): the `first` words, drawn before any page of the app
 * (the frame, home's widgets, titles: the `firstWords` of its package.json), and those of its `pages`.
 */
export type CatalogPart = 'first' | 'pages';

/**
 * Where an app's words come from: `first` and `pages` import a part of its catalog of a language
 * (`import(\`./locales/${code}.json?first\`)`), and `pseudo` its whole English made into the
 * pseudo-locale (`import('./locales/en.json?pseudo')`: one chunk, for tests, since every chunk
 * costs the app's entry its name and integrity).
 */
export type CatalogLoaders = Record<CatalogPart, (code: string) => Promise<CatalogModule>> & {
  pseudo?: () => Promise<CatalogModule>;
};

/** Looks a message up in one app's catalog of the page's language. */
export type Translate = (id: string, values?: MessageValues) => string;

type Messages = Record<string, Compiled>;

export type AppText = {
  /** Loads the app's first words in `code` (once) and makes them the ones its words come from. */
  ready(code?: string): Promise<void>;
  /** Loads every word of the app in `code`, its pages' too: a page of the app waits for this. */
  readyAll(code?: string): Promise<void>;
  /** Takes a whole catalog already at hand (one bundled in, where nothing is loaded: the first screen's drawing in Node). */
  provide(code: string, catalog: CatalogModule): void;
  /** The app's words in the page's language, for a component: it draws again when the language changes or more words arrive. */
  useText(): Translate;
  /** A message now, outside a component (a route's title, a toast). */
  text: Translate;
  /**
   * The app's words in another language than the page's, for a component (the labels of what staff
   * write in each language): nothing until that language's catalog is here, which it loads.
   */
  useTextIn(code: string): Translate | undefined;
  /** Whether the loaded words of the page's language have this message (a text from elsewhere passes through as it is). */
  has(id: string): boolean;
  /**
   * A message with parts that are elements, such as links: `<0>Log in</0>` in the catalog, and
   * `components={{ 0: <Link to="/login" /> }}`. What a person typed goes in as an element, never as
   * a value, so that nothing in it is read as a tag.
   */
  Rich(props: { id: string; values?: Record<string, ReactNode>; components?: Record<string, ReactElement> }): ReactNode;
};

const PARTS: CatalogPart[] = ['first', 'pages'];

/** Each app's words, loaded a part at a time: see CatalogLoaders. */
export function createText(loaders: CatalogLoaders): AppText {
  /** The language the app's words are said in: the page's, once its first words are here. */
  let active = '';
  /** Each language's parts, loading or here. */
  const loading = new Map<string, Promise<void>>();
  /** The parts the app has needed so far: a change of language loads them all in the new one. */
  const wanted = new Set<CatalogPart>(['first']);
  const here = new Set<string>();
  const catalogs = new Map<string, Messages>();
  /** A language's words apart from the page's: one function each, new when more of its words arrive. */
  const apart = new Map<string, Translate>();
  /** Bumped whenever words arrive, so that what draws them draws again. */
  let arrived = 0;
  const listeners = new Set<() => void>();

  function loadPart(code: string, part: CatalogPart): Promise<void> {
    const key = `${code}:${part}`;
    let pending = loading.get(key);
    if (!pending) {
      const module = code === PSEUDO_LANGUAGE && loaders.pseudo ? loaders.pseudo() : loaders[part](code);
      pending = module.then(
        (catalog) => {
          catalogs.set(code, { ...catalogs.get(code), ...(catalog.default as Messages) });
          apart.delete(code);
          here.add(key);
          arrived += 1;
          for (const listener of listeners) listener();
        },
        (error: unknown) => {
          loading.delete(key);
          throw error;
        },
      );
      loading.set(key, pending);
    }
    return pending;
  }

  /** The parts wanted so far, in `code`. */
  const loaded = (code: string) => Promise.all([...wanted].map((part) => loadPart(code, part))).then(() => undefined);

  /** Activates the page's language when its first words are here; until then the last one stays. */
  function follow(): string {
    const code = pageLanguage();
    if (active !== code && here.has(`${code}:first`)) active = code;
    return code;
  }

  async function ready(code = pageLanguage()) {
    await loaded(code);
    if (pageLanguage() === code || !active) active = code;
  }

  function readyAll(code?: string) {
    for (const part of PARTS) wanted.add(part);
    return ready(code);
  }

  function provide(code: string, catalog: CatalogModule) {
    catalogs.set(code, catalog.default as Messages);
    for (const part of PARTS) {
      here.add(`${code}:${part}`);
      loading.set(`${code}:${part}`, Promise.resolve());
    }
  }

  onLanguageLoading((code) => loaded(code));
  onLanguageChange(() => void ready().catch(() => undefined));

  /** A message of `code`'s words, or its id where they have none (a bug: every app waits for its own). */
  const say = (code: string, id: string, values?: MessageValues) => {
    const message = catalogs.get(code)?.[id];
    return message === undefined ? id : interpret(message, values, [formatLocale(code)]);
  };

  const text: Translate = (id, values) => {
    follow();
    return say(active, id, values);
  };

  function subscribe(changed: () => void) {
    listeners.add(changed);
    const stop = onLanguageChange(changed);
    return () => {
      listeners.delete(changed);
      stop();
    };
  }

  function useText(): Translate {
    useSyncExternalStore(
      subscribe,
      () => `${follow()}:${arrived}`,
      () => 'en',
    );
    return text;
  }

  function textIn(code: string): Translate | undefined {
    if (![...wanted].every((part) => here.has(`${code}:${part}`))) return undefined;
    let words = apart.get(code);
    if (!words) {
      words = (id, values) => say(code, id, values);
      apart.set(code, words);
    }
    return words;
  }

  function useTextIn(code: string): Translate | undefined {
    const subscribeIn = useCallback(
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
      subscribeIn,
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
    return catalogs.get(active)?.[id] !== undefined;
  };

  return { ready, readyAll, provide, useText, useTextIn, text, has, Rich };
}
