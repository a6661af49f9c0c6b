// The page's language, one for every app on it: the `lang` of the page's <html>, which the page's
// inline script sets before the first paint (shell/public/index.html) and chooseLanguage changes.
// Each app bundles its own copy of the kit, so the page itself, not a module, holds the choice.

/** The device's choice, kept for a visitor (an account keeps its own: the profile's `language`). */
export const LANGUAGE_STORAGE_KEY = 'portal_language';

/** Every string accented and padded: shows any text that bypasses the catalogs (never offered to residents). */
export const PSEUDO_LANGUAGE = 'en-XA';

const LOADING_EVENT = 'portal:language-loading';

/** The language a page is being drawn in away from a browser (the first screen, drawn by the deploy). */
let drawingIn: string | null = null;

/** The page's language code ("en", "es"). */
export function pageLanguage(): string {
  if (drawingIn) return drawingIn;
  if (typeof document === 'undefined') return 'en';
  return document.documentElement.lang || 'en';
}

/** Draws `draw` (a synchronous render to HTML) as a page in the language `code` would be. */
export function drawnIn<T>(code: string, draw: () => T): T {
  const before = drawingIn;
  drawingIn = code;
  try {
    return draw();
  } finally {
    drawingIn = before;
  }
}

/** Calls `listener` whenever the page's language changes; returns the way to stop. */
export function onLanguageChange(listener: () => void): () => void {
  if (typeof MutationObserver === 'undefined' || typeof document === 'undefined') return () => {};
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  return () => observer.disconnect();
}

type Loading = { code: string; waitUntil: (ready: Promise<unknown>) => void };

/** Each app's words answer a change of language by loading that language's catalog (see text.tsx). */
export function onLanguageLoading(load: (code: string) => Promise<unknown>): void {
  if (typeof document === 'undefined') return;
  document.addEventListener(LOADING_EVENT, (event) => {
    const { code, waitUntil } = (event as CustomEvent<Loading>).detail;
    waitUntil(load(code));
  });
}

/**
 * Changes the page's language once every app on it has its words in that language, so that no
 * page shows half in one language and half in another, and keeps the choice on this device.
 */
export async function chooseLanguage(code: string): Promise<void> {
  const pending: Promise<unknown>[] = [];
  document.dispatchEvent(new CustomEvent<Loading>(LOADING_EVENT, { detail: { code, waitUntil: (ready) => pending.push(ready) } }));
  await Promise.allSettled(pending);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // Storage refused (a private window): the choice lasts for this page.
  }
  document.documentElement.lang = code;
}

/** Something staff wrote, as residents read it: `language` is the language its words are in. */
export type WrittenIn = { language?: string | null };

/**
 * The `lang` of the element that holds an item's words, when they are in another language than the
 * page's (the English version of a news item on a page in Spanish): a screen reader then reads them
 * in their own voice. Nothing when they are in the page's language, or the item does not say.
 * `<article {...langOf(item)}>`. A part of an item (a poll's option) is in its own language, or,
 * when it does not say, in that of the first item around it that does: `langOf(option, poll)`.
 */
export function langOf(...items: Array<object | null | undefined>): { lang?: string } {
  const language = items.map((item) => (item as WrittenIn | null | undefined)?.language).find(Boolean);
  return language && language !== pageLanguage() ? { lang: language } : {};
}
