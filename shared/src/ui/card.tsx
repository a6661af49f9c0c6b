import type { ReactNode } from 'react';

type CardProps = {
  /** The grid columns it takes, like "tablet:grid-col-6". */
  columns: string;
  /** The card's heading (and what goes with it, like a tag). */
  header: ReactNode;
  /** The way on, like a button, at the card's foot. */
  footer?: ReactNode;
  children: ReactNode;
};

/** A USWDS card in a card group's list: header, body and, when there is one, footer. */
export function Card({ columns, header, footer, children }: CardProps) {
  return (
    <li className={`usa-card ${columns}`}>
      <div className="usa-card__container">
        <div className="usa-card__header">{header}</div>
        <div className="usa-card__body">{children}</div>
        {footer && <div className="usa-card__footer">{footer}</div>}
      </div>
    </li>
  );
}
