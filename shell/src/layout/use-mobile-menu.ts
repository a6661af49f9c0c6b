import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

import { TOASTER_CLASS } from './toaster';

/**
 * What stays live beside an open menu: what the page announces (the page changes, the toasts),
 * which an inert region would keep from being read out until the menu closes.
 */
const STAYS_LIVE = `[aria-live], .${TOASTER_CLASS}`;

/**
 * The page around an open menu: the siblings of each element from the panel up to <body>, but
 * the overlay, which a tap closes the menu on, what stays live, and what is inert already.
 */
export function pageAround(panel: HTMLElement, overlay: Element | null): HTMLElement[] {
  const around: HTMLElement[] = [];
  for (let element = panel; element.parentElement && element !== document.body; element = element.parentElement) {
    for (const sibling of element.parentElement.children) {
      if (sibling === element || sibling === overlay || !(sibling instanceof HTMLElement) || sibling.inert) continue;
      if (!sibling.matches(STAYS_LIVE)) around.push(sibling);
    }
  }
  return around;
}

/**
 * The USWDS mobile menu (below the desktop breakpoint): "Menu" opens the navigation as a panel over
 * the page, the rest of the page is `inert` while it is open (out of reach of Tab, clicks and
 * screen readers), and Escape, the close button or a tap on the overlay close it, giving focus back
 * to "Menu".
 */
export function useMobileMenu(
  panel: RefObject<HTMLElement | null>,
  menuButton: RefObject<HTMLButtonElement | null>,
  overlay: RefObject<HTMLElement | null>,
) {
  const [open, setOpen] = useState(false);
  // Gives the page back at once when the menu closes, before anything else this change does
  // (focus back on "Menu", or on a new page's heading when a link was followed).
  const release = useRef<(() => void) | null>(null);

  const close = useCallback(
    (returnFocus = true) => {
      release.current?.();
      setOpen(false);
      if (returnFocus) menuButton.current?.focus();
    },
    [menuButton],
  );

  useEffect(() => {
    if (!open || !panel.current) return;
    document.body.classList.add('usa-js-mobile-nav--active');
    const around = pageAround(panel.current, overlay.current);
    for (const element of around) element.inert = true;
    const giveBack = () => {
      release.current = null;
      document.body.classList.remove('usa-js-mobile-nav--active');
      for (const element of around) element.inert = false;
    };
    release.current = giveBack;
    panel.current.querySelector<HTMLElement>('button, a[href]')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      close();
    };
    // At the desktop breakpoint the menu is no panel any more: it closes.
    const desktop = window.matchMedia('(min-width: 64em)');
    const onResize = () => desktop.matches && close(false);
    document.addEventListener('keydown', onKeyDown);
    desktop.addEventListener('change', onResize);
    return () => {
      if (release.current === giveBack) giveBack();
      document.removeEventListener('keydown', onKeyDown);
      desktop.removeEventListener('change', onResize);
    };
  }, [open, close, panel, overlay]);

  const toggle = useCallback(() => setOpen((value) => !value), []);
  return { open, toggle, close };
}
