type PaginationProps = {
  page: number;
  pageSize: number;
  count: number;
  onPage: (page: number) => void;
  label?: string;
};

/** @deprecated Use Pager (links to ?page=N, page numbers) with usePageParam(); this goes once no page uses it. */
export function Pagination({ page, pageSize, count, onPage, label = 'Pagination' }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(count / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="usa-pagination">
      <ul className="usa-pagination__list">
        <li className="usa-pagination__item">
          <button type="button" className="usa-button usa-button--unstyled" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Previous<span className="usa-sr-only"> page</span>
          </button>
        </li>
        <li className="usa-pagination__item" aria-current="page">
          Page {page} of {pages}
        </li>
        <li className="usa-pagination__item">
          <button type="button" className="usa-button usa-button--unstyled" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            Next<span className="usa-sr-only"> page</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
