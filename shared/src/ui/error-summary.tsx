import { useEffect, useRef } from 'react';

import { kitMessage, kitText } from '../i18n/kit-text';

export type SummaryError = { field?: string; message: string };

/**
 * GOV.UK/USWDS pattern: the summary takes focus and links to each field in error. A message that is
 * a message id of the kit's catalogs (a contract's) is said in the page's language.
 */
export function ErrorSummary({ errors, title }: { errors: SummaryError[]; title?: string }) {
  const t = kitText.useText();
  const ref = useRef<HTMLDivElement>(null);
  const key = errors.map((error) => `${error.field}:${error.message}`).join('|');
  useEffect(() => {
    if (key) ref.current?.focus();
  }, [key]);
  if (errors.length === 0) return null;
  return (
    <div ref={ref} className="usa-alert usa-alert--error" role="alert" tabIndex={-1} aria-labelledby="error-summary-title">
      <div className="usa-alert__body">
        <h2 className="usa-alert__heading" id="error-summary-title">
          {title ?? t('errorSummary.title')}
        </h2>
        <ul className="usa-list usa-list--unstyled">
          {errors.map((error) => (
            <li key={`${error.field ?? ''}${error.message}`}>
              {error.field ? <a href={`#${error.field}`}>{kitMessage(error.message)}</a> : kitMessage(error.message)}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
