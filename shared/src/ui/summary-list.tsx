import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { formatLocale } from '../format/format';
import { kitText } from '../i18n/kit-text';

export type SummaryRow = {
  label: string;
  /** Empty (undefined, null or blank text) reads "Not provided" (in the page's language). */
  value?: ReactNode;
  /** A link to change this answer: "Change" unless `text` says otherwise, with the label for screen readers. */
  action?: { to: string; text?: string };
};

/** The message id of what an empty value reads: "Not provided". */
export const NOT_PROVIDED = 'summaryList.notProvided';

/** A label inside a sentence ("Change first name"), in the page's language. */
const lowerCase = (label: string) => label.toLocaleLowerCase(formatLocale());

function isEmpty(value: ReactNode) {
  return value === undefined || value === null || value === false || (typeof value === 'string' && value.trim() === '');
}

/**
 * Answers or facts as label and value rows (the GOV.UK summary list, in USWDS's tokens): a check
 * page's answers with their change links, a case's or a receipt's details. Side by side on a wide
 * screen, each label above its value on a phone.
 */
export function SummaryList({ rows, className }: { rows: readonly SummaryRow[]; className?: string }) {
  const t = kitText.useText();
  const hidden = { 0: <span className="usa-sr-only" /> };
  return (
    <dl className={`portal-summary-list${className ? ` ${className}` : ''}`}>
      {rows.map((row) => (
        <div key={row.label} className="portal-summary-list__row">
          <dt className="portal-summary-list__key">{row.label}</dt>
          <dd className="portal-summary-list__value">
            {isEmpty(row.value) ? <span className="portal-summary-list__empty">{t(NOT_PROVIDED)}</span> : row.value}
          </dd>
          {row.action && (
            <dd className="portal-summary-list__actions">
              <Link to={row.action.to}>
                {row.action.text === undefined ? (
                  <kitText.Rich id="summaryList.change" values={{ label: <>{lowerCase(row.label)}</> }} components={hidden} />
                ) : (
                  <kitText.Rich
                    id="summaryList.action"
                    values={{ action: <>{row.action.text}</>, label: <>{lowerCase(row.label)}</> }}
                    components={hidden}
                  />
                )}
              </Link>
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}
