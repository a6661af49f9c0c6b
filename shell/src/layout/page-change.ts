/**
 * What the portal does when the page changes without a reload (a link followed, a pager's next
 * page, a form's next step), in one place for the shell's pages and every remote's.
 */

/** How long a page change waits for the new page's heading (a remote page drawn once its data is in). */
export const HEADING_WAIT_MS = 10_000;

/** The page's heading: the first `h1` in the main area. */
export function pageHeading(main: ParentNode): HTMLElement | null {
  return main.querySelector<HTMLElement>('h1');
}

/** A heading's text as a person reads it: white space collapsed. */
export function headingText(heading: Element | null): string {
  return (heading?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * The tab's title ("{page title} | {app name}", docs/product-rules.md#routes): the heading on screen once there is one,
 * so that a not-found or error page is titled as it reads; until then the route's own title.
 */
export function pageTitle(heading: string, routeTitle: string | undefined, appName: string): string {
  const title = heading || routeTitle;
  return title ? `${title} | ${appName}` : appName;
}

/**
 * Keeps the document's title on the heading in `main` as it appears and changes. Returns a
 * function that stops.
 */
export function followHeading(main: HTMLElement, routeTitle: string | undefined, appName: string): () => void {
  const update = () => {
    const title = pageTitle(headingText(pageHeading(main)), routeTitle, appName);
    if (document.title !== title) document.title = title;
  };
  update();
  const observer = new MutationObserver(update);
  observer.observe(main, { childList: true, subtree: true, characterData: true });
  return () => observer.disconnect();
}

/**
 * A control that changes the address as it is changed (a list's filter): the page it is on stays
 * where the person is working, with focus where they left it.
 */
export function isInPageControl(element: Element | null): boolean {
  if (!element?.isConnected) return false;
  if (element instanceof HTMLSelectElement) return true;
  return element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio');
}

/**
 * Focus the new page gave on its own to what it shows first (a confirmation panel, an error
 * summary: held by `tabindex="-1"`), which the page change leaves there.
 */
export function isPlacedByPage(element: Element | null, main: HTMLElement): boolean {
  return (
    element instanceof HTMLElement &&
    element !== main &&
    element.tagName !== 'H1' &&
    main.contains(element) &&
    element.getAttribute('tabindex') === '-1'
  );
}

/**
 * Calls `found` with what `find` returns once it returns something, looking now and at each
 * change under `root`; with null after `limit` ms if it never does. Returns a function that stops.
 */
export function whenPresent<T>(root: Node, find: () => T | null, limit: number, found: (value: T | null) => void): () => void {
  const now = find();
  if (now) {
    found(now);
    return () => {};
  }
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  const observer = new MutationObserver(() => {
    const value = find();
    if (!value) return;
    stop();
    found(value);
  });
  observer.observe(root, { childList: true, subtree: true });
  const timer = setTimeout(() => {
    stop();
    found(null);
  }, limit);
  return stop;
}

/** The element a location's `#hash` names, if any. */
export function hashTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    id = hash.slice(1);
  }
  return document.getElementById(id);
}

type Landing = {
  /** The location's hash: a page change to an element it names scrolls to that element instead. */
  hash: string;
  /** Says a text to screen readers (when there is no heading to move focus to). */
  announce: (text: string) => void;
  limit?: number;
  scrollTo?: (x: number, y: number) => void;
};

/**
 * After a page change: the top of the page (header in view), focus on the new page's heading
 * (waiting for it to be drawn), or on the main area when none comes; or, when the address names an
 * element by its #hash, that element scrolled into view. A page change from a filter (a select, a
 * check box), or to a page that put focus on what it shows first, leaves the page as it is.
 * Returns a function that stops waiting.
 *
 * Screen readers are told of the new page by the focus: NVDA, JAWS, VoiceOver and TalkBack all read
 * a focused heading's level and text at once. A live region saying the same would be read twice,
 * or cut off by the focus announcement, so it is used only when there is no heading to focus.
 */
export function landOnPage(
  main: HTMLElement,
  { hash, announce, limit = HEADING_WAIT_MS, scrollTo = window.scrollTo.bind(window) }: Landing,
) {
  const before = document.activeElement;
  if (isInPageControl(before) || isPlacedByPage(before, main)) return () => {};
  if (hash.length > 1) {
    const target = hashTarget(hash);
    if (target) {
      target.scrollIntoView();
      return () => {};
    }
  }
  scrollTo(0, 0);
  // Focus moves once the heading is drawn, unless the person has moved it elsewhere meanwhile.
  const untouched = () => {
    const active = document.activeElement;
    return !active || active === before || active === document.body || active === main || !active.isConnected;
  };
  return whenPresent(
    main,
    () => pageHeading(main),
    limit,
    (heading) => {
      if (!untouched()) return;
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
        // A heading is not a control: no focus ring around it (as on the main area), the next Tab
        // goes on from it.
        heading.style.outlineStyle = 'none';
        heading.focus({ preventScroll: true });
      } else {
        main.focus({ preventScroll: true });
        announce(document.title);
      }
    },
  );
}
