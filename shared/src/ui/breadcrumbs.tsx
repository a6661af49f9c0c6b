import { Link } from 'react-router';

import { kitText } from '../i18n/kit-text';

export type Crumb = { to: string; label: string };

/**
 * USWDS breadcrumbs for a page below an area's first page: the pages above it, each a link, then
 * this page's own name. Below the tablet breakpoint USWDS shows only the page one level up.
 */
export function Breadcrumbs({ trail, current }: { trail: readonly Crumb[]; current: string }) {
  const t = kitText.useText();
  return (
    <nav className="usa-breadcrumb" aria-label={t('breadcrumbs.label')}>
      <ol className="usa-breadcrumb__list">
        {trail.map((crumb) => (
          <li key={crumb.to} className="usa-breadcrumb__list-item">
            <Link className="usa-breadcrumb__link" to={crumb.to}>
              <span>{crumb.label}</span>
            </Link>
          </li>
        ))}
        <li className="usa-breadcrumb__list-item usa-current" aria-current="page">
          <span>{current}</span>
        </li>
      </ol>
    </nav>
  );
}
