import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type SummaryRow = {
  label: string;
  /** Empty (undefined, null or blank text) reads "Not provided". */
  value?: ReactNode;
  /** A link to change this answer: "Change" unless `text` says otherwise, with the label for screen readers. */
  action?: { to: string; text?: string };
};

export const NOT_PROVIDED = 'Not provided';

function isEmpty(value: ReactNode) {
  return value === undefined || value === null || value === false || (typeof value === 'string' && value.trim() === '');
}

/**
 * Answers or facts as label and value rows (the GOV.UK summary list, in USWDS's tokens): a check
 * page's answers with their change links, a case's or a receipt's details. Side by side on a wide
 * screen, each label above its value on a phone.
 */
export function SummaryList({ rows, className }: { rows: readonly SummaryRow[]; className?: string }) {
  return (
    <dl className={`portal-summary-list${className ? ` ${className}` : ''}`}>
      {rows.map((row) => (
        <div key={row.label} className="portal-summary-list__row">
          <dt className="portal-summary-list__key">{row.label}</dt>
          <dd className="portal-summary-list__value">
            {isEmpty(row.value) ? <span className="portal-summary-list__empty">{NOT_PROVIDED}</span> : row.value}
          </dd>
          {row.action && (
            <dd className="portal-summary-list__actions">
              <Link to={row.action.to}>
                {row.action.text ?? 'Change'}
                <span className="usa-sr-only"> {row.label.toLowerCase()}</span>
              </Link>
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}
