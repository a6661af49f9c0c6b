import { useEffect, useRef } from 'react';

export type SummaryError = { field?: string; message: string };

/** GOV.UK/USWDS pattern: the summary takes focus and links to each field in error. */
export function ErrorSummary({ errors, title = 'There is a problem' }: { errors: SummaryError[]; title?: string }) {
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
          {title}
        </h2>
        <ul className="usa-list usa-list--unstyled">
          {errors.map((error) => (
            <li key={`${error.field ?? ''}${error.message}`}>
              {error.field ? <a href={`#${error.field}`}>{error.message}</a> : error.message}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
