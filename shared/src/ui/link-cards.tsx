import { Link } from 'react-router';

export type LinkCard = { to: string; title: string; text: string };

/** A hub page's choices: each a card whose heading is the link. */
export function LinkCards({ cards }: { cards: readonly LinkCard[] }) {
  return (
    <ul className="usa-card-group">
      {cards.map((card) => (
        <li key={card.to} className="usa-card tablet:grid-col-6 desktop:grid-col-4">
          <div className="usa-card__container">
            <div className="usa-card__header">
              <h2 className="usa-card__heading">
                <Link to={card.to}>{card.title}</Link>
              </h2>
            </div>
            <div className="usa-card__body">
              <p>{card.text}</p>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
