import { useCallback, useEffect, useState, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements Tab reaches in a container, as drawn (a closed submenu's links are hidden). */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[hidden]'));
}

/**
 * The USWDS mobile menu (below the desktop breakpoint): "Menu" opens the navigation as a panel over
 * the page, focus stays inside it while it is open (Tab from the last element goes to the first),
 * and Escape, the close button or a tap on the overlay close it, giving focus back to "Menu".
 */
export function useMobileMenu(panel: RefObject<HTMLElement | null>, menuButton: RefObject<HTMLButtonElement | null>) {
  const [open, setOpen] = useState(false);

  const close = useCallback(
    (returnFocus = true) => {
      setOpen(false);
      if (returnFocus) menuButton.current?.focus();
    },
    [menuButton],
  );

  useEffect(() => {
    if (!open) return;
    document.body.classList.add('usa-js-mobile-nav--active');
    focusableIn(panel.current!)[0]?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        return;
      }
      if (event.key !== 'Tab' || !panel.current) return;
      const focusable = focusableIn(panel.current);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      const inside = panel.current.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    // At the desktop breakpoint the menu is no panel any more: it closes.
    const desktop = window.matchMedia('(min-width: 64em)');
    const onResize = () => desktop.matches && close(false);
    document.addEventListener('keydown', onKeyDown);
    desktop.addEventListener('change', onResize);
    return () => {
      document.body.classList.remove('usa-js-mobile-nav--active');
      document.removeEventListener('keydown', onKeyDown);
      desktop.removeEventListener('change', onResize);
    };
  }, [open, close, panel]);

  const toggle = useCallback(() => setOpen((value) => !value), []);
  return { open, toggle, close };
}
