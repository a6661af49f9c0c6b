import { Link } from 'react-router';

import { Card } from './card';

export type LinkCard = { to: string; title: string; text: string };

/** A hub page's choices: each a card whose heading is the link. */
export function LinkCards({ cards }: { cards: readonly LinkCard[] }) {
  return (
    <ul className="usa-card-group">
      {cards.map((card) => (
        <Card
          key={card.to}
          columns="tablet:grid-col-6 desktop:grid-col-4"
          header={
            <h2 className="usa-card__heading">
              <Link to={card.to}>{card.title}</Link>
            </h2>
          }
        >
          <p>{card.text}</p>
        </Card>
      ))}
    </ul>
  );
}
