import { Link, useLocation } from 'react-router';

export type SubNavItem = {
  to: string;
  text: string;
  /** Whether this is the page shown; when not given, the item whose address (path and query) is the page's. */
  current?: boolean;
};

export type SubNavProps = {
  /** The navigation's name, like "Your profile" or "Filter projects". */
  label: string;
  items: readonly SubNavItem[];
  /** Tabs across the page (the default), or USWDS side navigation down its side. */
  variant?: 'tabs' | 'side';
};

/**
 * Navigation inside an area: a profile's tabs, a list's filters. Links, each to its own address,
 * the one shown marked with aria-current; never buttons. Tabs wrap onto a second line on a phone.
 */
export function SubNav({ label, items, variant = 'tabs' }: SubNavProps) {
  const { pathname, search } = useLocation();
  const isCurrent = (item: SubNavItem) => item.current ?? item.to === `${pathname}${search}`;
  const side = variant === 'side';
  return (
    <nav aria-label={label} className={side ? 'portal-sidenav' : undefined}>
      <ul className={side ? 'usa-sidenav' : 'portal-tabs'}>
        {items.map((item) => {
          const current = isCurrent(item);
          return (
            <li key={item.to} className={side ? 'usa-sidenav__item' : 'portal-tabs__item'}>
              <Link
                to={item.to}
                className={side ? (current ? 'usa-current' : undefined) : 'portal-tabs__link'}
                aria-current={current ? 'page' : undefined}
              >
                {item.text}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
