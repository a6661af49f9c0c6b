import { useQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';

import {
  currentSection,
  kitText,
  navigationBeforeProfile,
  navigationFor,
  organizationQuery,
  usePortal,
  type Audience,
  type NavEntry,
} from '@portal/shared';
import { SessionNavItem, shownTo, useFirstScreen } from '@portal/shared/host';

import { useText } from '../text';
import { handOnFrame, takeOverFrame } from './frame-handover';
import { HeaderSearch } from './header-search';
import { LanguageLinks } from './language-links';
import { useMobileMenu } from './use-mobile-menu';

/** The person's own pages: drawn beside "Log out", not as a section. */
const ACCOUNT_SECTION = 'account';

/** On the first screen, the class that shows an item to its audience only; none in the app. */
const shownOnFirstScreen = (firstScreen: boolean, audience?: Audience) => (firstScreen && audience ? shownTo(audience) : '');

/**
 * The USWDS extended header, drawn from config.json alone: the shell's own entries and those each
 * remote's deploy published (headerEntries), filtered by the person's role. Each section is a button
 * that opens its links; the current one is marked. Below the desktop breakpoint it is the USWDS
 * mobile menu. On the first screen (the HTML the shell's build draws for everyone) it shows what a
 * resident may open, each item marked with who sees it.
 */
export function Header({ entries }: { entries: readonly NavEntry[] }) {
  const { api, session, config } = usePortal();
  const t = useText();
  const kit = kitText.useText();
  const firstScreen = useFirstScreen();
  // The municipality's name shows once known, in the space kept for it: never the app's name first.
  const { data: organization, isPending } = useQuery(organizationQuery(api));
  const { pathname } = useLocation();
  const panel = useRef<HTMLDivElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const overlay = useRef<HTMLDivElement>(null);
  const menu = useMobileMenu(panel, menuButton, overlay);
  const [expanded, setExpanded] = useState<string | null>(null);

  const sections: { id: string; label: string; audience?: Audience; entries: (NavEntry & { audience?: Audience })[] }[] = useMemo(
    () => (firstScreen ? navigationBeforeProfile(entries) : navigationFor(entries, session)),
    [firstScreen, entries, session],
  );
  const primary = sections.filter((section) => section.id !== ACCOUNT_SECTION);
  const account = sections.find((section) => section.id === ACCOUNT_SECTION)?.entries ?? [];
  const current = currentSection(primary, pathname);
  const { close: closeMenu, toggle: toggleMenu } = menu;

  // What was open in the first screen (or in the header drawn before this one) stays open, and what
  // had focus keeps it: before the first paint, so nothing flickers.
  const open = useRef({ section: expanded, menu: menu.open });
  open.current = { section: expanded, menu: menu.open };
  useLayoutEffect(() => {
    const before = takeOverFrame();
    if (before.section) setExpanded(before.section);
    if (before.menu) toggleMenu();
    if (before.focused && document.activeElement === document.body) document.getElementById(before.focused)?.focus();
    return () => {
      const focused = document.activeElement?.closest('header') ? document.activeElement.id : '';
      handOnFrame({ ...open.current, focused: focused || null });
    };
  }, [toggleMenu]);

  // A link followed closes what was open.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setExpanded(null);
    closeMenu(false);
  }, [pathname, closeMenu]);

  // On the desktop an open section closes on Escape (focus back on its button) and on a click elsewhere.
  useEffect(() => {
    if (!expanded || menu.open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      document.getElementById(`nav-section-${expanded}-button`)?.focus();
      setExpanded(null);
    };
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Node) || !panel.current?.contains(event.target)) setExpanded(null);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onClick);
    };
  }, [expanded, menu.open]);

  return (
    <>
      <header className="usa-header usa-header--extended">
        <div className="usa-navbar">
          <div className="usa-logo">
            <em className="usa-logo__text">
              <Link className={`portal-brand${isPending ? ' portal-pending' : ''}`} to="/">
                {organization?.logo_url && <img src={organization.logo_url} alt="" width={40} height={40} className="portal-logo" />}
                {organization?.name ?? session.appName}
              </Link>
            </em>
          </div>
          <button
            ref={menuButton}
            type="button"
            className="usa-menu-btn"
            aria-expanded={menu.open}
            aria-controls="portal-nav"
            onClick={menu.toggle}
          >
            {t('header.menu')}
          </button>
        </div>
        <nav aria-label={t('header.main')} className={`usa-nav${menu.open ? ' is-visible' : ''}`} id="portal-nav">
          <div className="usa-nav__inner" ref={panel}>
            <button type="button" className="usa-nav__close" onClick={() => menu.close()}>
              <img src="/uswds/img/usa-icons/close.svg" role="img" alt={t('header.close')} width={24} height={24} />
            </button>
            <ul className="usa-nav__primary usa-accordion">
              {primary.map((section) => {
                const isOpen = expanded === section.id;
                const isCurrent = current === section.id;
                return (
                  <li key={section.id} className={`usa-nav__primary-item${shownOnFirstScreen(firstScreen, section.audience)}`}>
                    <button
                      type="button"
                      id={`nav-section-${section.id}-button`}
                      className={`usa-accordion__button usa-nav__link${isCurrent ? ' usa-current' : ''}`}
                      aria-expanded={isOpen}
                      aria-controls={`nav-section-${section.id}`}
                      aria-current={isCurrent ? 'true' : undefined}
                      onClick={() => setExpanded(isOpen ? null : section.id)}
                    >
                      <span>{kit(`navigation.section.${section.id}`)}</span>
                    </button>
                    <ul id={`nav-section-${section.id}`} className="usa-nav__submenu" hidden={!isOpen}>
                      {section.entries.map((entry) => (
                        <li key={entry.path} className={`usa-nav__submenu-item${shownOnFirstScreen(firstScreen, entry.audience)}`}>
                          <NavLink to={entry.path} end>
                            {entry.label}
                          </NavLink>
                        </li>
                      ))}
                    </ul>
                  </li>
                );
              })}
            </ul>
            <div className="usa-nav__secondary">
              <ul className="usa-nav__secondary-links">
                {account.map((entry) => (
                  <li key={entry.path} className={`usa-nav__secondary-item${shownOnFirstScreen(firstScreen, entry.audience)}`}>
                    <NavLink to={entry.path}>{entry.label}</NavLink>
                  </li>
                ))}
                <SessionNavItem className="usa-nav__secondary-item" />
                {(firstScreen || !session.isAuthenticated) && (
                  <li className={`usa-nav__secondary-item${firstScreen ? shownTo('visitor') : ''}`}>
                    <NavLink to="/register">{t('header.register')}</NavLink>
                  </li>
                )}
                <LanguageLinks languages={config.languages} className="usa-nav__secondary-item" />
              </ul>
              <HeaderSearch />
            </div>
          </div>
        </nav>
      </header>
      <div
        ref={overlay}
        id="portal-overlay"
        className={`usa-overlay${menu.open ? ' is-visible' : ''}`}
        onClick={() => menu.close()}
        aria-hidden="true"
      />
    </>
  );
}
