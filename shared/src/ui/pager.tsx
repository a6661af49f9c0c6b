import { Link, useSearchParams } from 'react-router';

import { kitText } from '../i18n/kit-text';

/** The page a list shows, from the address's `?page=` (1 when it is missing or not a page number). */
export function usePageParam(param = 'page'): number {
  const [searchParams] = useSearchParams();
  return pageFrom(searchParams.get(param));
}

export function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export type PagerItem = number | 'ellipsis';

/**
 * The page numbers a pager shows, USWDS's way: all of them up to seven, otherwise the first, the
 * last, the current one and its neighbours, with an ellipsis for each run left out, in seven slots.
 */
export function pagerItems(page: number, pages: number): PagerItem[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, index) => index + 1);
  if (page <= 4) return [1, 2, 3, 4, 5, 'ellipsis', pages];
  if (page >= pages - 3) return [1, 'ellipsis', pages - 4, pages - 3, pages - 2, pages - 1, pages];
  return [1, 'ellipsis', page - 1, page, page + 1, 'ellipsis', pages];
}

type PagerProps = {
  /** How many items the list has in all, and how many a page shows. */
  count: number;
  pageSize: number;
  /** The navigation's name, when a page has more than one pager or needs to say what it pages. */
  label?: string;
  /** The query parameter holding the page number. */
  param?: string;
};

/**
 * USWDS pagination of links: previous, the page numbers (with ellipses past seven) and next, each
 * the same address with `?page=N` and its other parameters kept, the current page marked with
 * aria-current. It reads the page from the address: a list page gets it with usePageParam().
 * Nothing when everything fits on one page.
 */
export function Pager({ count, pageSize, label, param = 'page' }: PagerProps) {
  const [searchParams] = useSearchParams();
  const t = kitText.useText();
  const pages = Math.max(1, Math.ceil(count / Math.max(1, pageSize)));
  if (pages <= 1) return null;
  const page = Math.min(pageFrom(searchParams.get(param)), pages);
  const to = (target: number) => {
    const next = new URLSearchParams(searchParams);
    next.set(param, String(target));
    return { search: `?${next}` };
  };
  return (
    <nav aria-label={label ?? t('pager.label')} className="usa-pagination portal-pager">
      <ul className="usa-pagination__list">
        {page > 1 && (
          <li className="usa-pagination__item usa-pagination__arrow">
            <Link to={to(page - 1)} className="usa-pagination__link usa-pagination__previous-page" aria-label={t('pager.previousPage')}>
              <span aria-hidden="true">‹&nbsp;</span>
              <span className="usa-pagination__link-text">{t('pager.previous')}</span>
            </Link>
          </li>
        )}
        {pagerItems(page, pages).map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`ellipsis-${index}`} className="usa-pagination__item usa-pagination__overflow" aria-hidden="true">
              <span>…</span>
            </li>
          ) : (
            <li key={item} className="usa-pagination__item usa-pagination__page-no">
              <Link
                to={to(item)}
                className={`usa-pagination__button${item === page ? ' usa-current' : ''}`}
                aria-label={item === pages ? t('pager.lastPage', { page: item }) : t('pager.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        {page < pages && (
          <li className="usa-pagination__item usa-pagination__arrow">
            <Link to={to(page + 1)} className="usa-pagination__link usa-pagination__next-page" aria-label={t('pager.nextPage')}>
              <span className="usa-pagination__link-text">{t('pager.next')}</span>
              <span aria-hidden="true">&nbsp;›</span>
            </Link>
          </li>
        )}
      </ul>
      <p className="portal-pager__status">{t('pager.status', { page, pages })}</p>
    </nav>
  );
}
