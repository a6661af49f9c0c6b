import { useEffect, useId, useRef, type ReactNode } from 'react';

import { kitText } from '../i18n/kit-text';

export type ConfirmationPanelProps = {
  /** What happened, like "Complaint lodged". */
  title: string;
  /** The reference a person quotes later, shown large. */
  reference?: string;
  /** What the reference is: "Your reference number" unless given. */
  referenceLabel?: string;
  /** What happens next: under the panel, in plain paragraphs. */
  children?: ReactNode;
  /** 2 under the page's h1 (the default); 1 when the panel is the page's heading. */
  headingLevel?: 1 | 2;
  /**
   * Take focus when it appears, for a confirmation shown in place (a vote, a step), where the page's
   * heading does not change; a new page's heading takes focus by itself.
   */
  focus?: boolean;
};

/**
 * The GOV.UK confirmation panel after a submission: a green panel with what happened and the
 * reference number large, then what happens next. At the top of the page, under its h1; never a
 * toast, never an alert.
 */
export function ConfirmationPanel({ title, reference, referenceLabel, children, headingLevel = 2, focus = false }: ConfirmationPanelProps) {
  const t = kitText.useText();
  const id = useId();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus({ preventScroll: false });
  }, [focus]);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <>
      <section ref={ref} className="portal-panel" aria-labelledby={`${id}-title`} tabIndex={-1}>
        <Heading className="portal-panel__title" id={`${id}-title`}>
          {title}
        </Heading>
        {reference && (
          <p className="portal-panel__body">
            {referenceLabel ?? t('confirmationPanel.referenceLabel')}
            <br />
            <strong className="portal-panel__reference">{reference}</strong>
          </p>
        )}
      </section>
      {children && <div className="portal-panel__next">{children}</div>}
    </>
  );
}
