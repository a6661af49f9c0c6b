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

type CardListProps = {
  /** An ordered list (`ol`) rather than a `ul`, as for numbered search results. */
  ordered?: boolean;
  /** The number the ordered list's first item carries, like 21 on the third page. */
  start?: number;
  /** More classes for the list, like a margin. */
  className?: string;
  children: ReactNode;
};

/** A list of items drawn as cards, one under another: each a `CardListItem`. */
export function CardList({ ordered, start, className, children }: CardListProps) {
  const classes = ['portal-card-list', className].filter(Boolean).join(' ');
  return ordered ? (
    <ol className={classes} start={start}>
      {children}
    </ol>
  ) : (
    <ul className={classes}>{children}</ul>
  );
}

type CardListItemProps = {
  /** Stands out from the others, on a tinted ground, like the primary contact. */
  emphasis?: boolean;
  /** The item's language when it is not the page's, as `langOf` gives it. */
  lang?: string;
  children: ReactNode;
};

/** One item of a `CardList`: a box with the USWDS card's border and corners. */
export function CardListItem({ emphasis, lang, children }: CardListItemProps) {
  return (
    <li className={`portal-card-list__item${emphasis ? ' portal-card-list__item--emphasis' : ''}`} lang={lang}>
      {children}
    </li>
  );
}
