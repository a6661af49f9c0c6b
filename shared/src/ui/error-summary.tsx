import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';

import { kitMessage, kitText } from '../i18n/kit-text';

export type SummaryError = { field?: string; message: string };

type Placed = SummaryError & { linked: boolean };

/** The control an error's link leads to, when it is on the page and can take focus (not disabled). */
function target(field: string | undefined): HTMLElement | null {
  const control = field ? document.getElementById(field) : null;
  if (!control || control.matches(':disabled') || control.closest('fieldset:disabled')) return null;
  return control;
}

/**
 * Errors in the order of their fields on the page, those of no field (the form's own) first; each
 * linked when its field can take focus.
 */
function placeOnPage(errors: SummaryError[]): Placed[] {
  const placed = errors.map((error) => ({ error, control: error.field ? document.getElementById(error.field) : null }));
  return placed
    .sort((a, b) => {
      if (!a.control || !b.control) return Number(Boolean(a.control)) - Number(Boolean(b.control));
      return a.control.compareDocumentPosition(b.control) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
    })
    .map(({ error }) => ({ ...error, linked: Boolean(target(error.field)) }));
}

/**
 * What to bring into view with a control: its question. A group's legend (a date's, a radio
 * group's) when the control under it still fits on the screen with it, else the control's label.
 */
function questionOf(control: HTMLElement): HTMLElement {
  const legend = control.closest('fieldset')?.querySelector('legend');
  if (legend && control.getBoundingClientRect().bottom - legend.getBoundingClientRect().top < window.innerHeight) return legend;
  return (control as HTMLInputElement).labels?.[0] ?? control;
}

/** GOV.UK Frontend's landing: the question scrolled into view, then the control focused where it is. */
function land(event: MouseEvent<HTMLAnchorElement>, field: string) {
  const control = target(field);
  if (!control) return;
  event.preventDefault();
  questionOf(control).scrollIntoView?.({ block: 'start' });
  control.focus({ preventScroll: true });
}

/**
 * GOV.UK/USWDS pattern: the summary takes focus and lists the errors in the page's order, each
 * linked to its field when the field can take focus; a link lands on the field with its question
 * in view. A message that is a message id of the kit's catalogs (a contract's) is said in the page's language.
 */
export function ErrorSummary({ errors, title }: { errors: SummaryError[]; title?: string }) {
  const t = kitText.useText();
  const ref = useRef<HTMLDivElement>(null);
  const key = errors.map((error) => `${error.field}:${error.message}`).join('|');
  // Placed once the fields are on the page, before it is painted.
  const [placed, setPlaced] = useState<Placed[]>(() => errors.map((error) => ({ ...error, linked: Boolean(error.field) })));
  useLayoutEffect(() => setPlaced(placeOnPage(errors)), [key]); // eslint-disable-line react-hooks/exhaustive-deps
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
          {placed.map((error) => (
            <li key={`${error.field ?? ''}${error.message}`}>
              {error.field && error.linked ? (
                <a href={`#${error.field}`} onClick={(event) => land(event, error.field!)}>
                  {kitMessage(error.message)}
                </a>
              ) : (
                kitMessage(error.message)
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
