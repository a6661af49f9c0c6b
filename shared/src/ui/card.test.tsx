import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Card, CardList, CardListItem } from './card';

describe('Card', () => {
  it('is a list item of a card group with its header, body and footer', () => {
    render(
      <ul className="usa-card-group">
        <Card
          columns="tablet:grid-col-6"
          header={<h3 className="usa-card__heading">Library fund</h3>}
          footer={<button type="button">Donate</button>}
        >
          <p>Books for every branch.</p>
        </Card>
      </ul>,
    );
    const card = screen.getByRole('listitem');
    expect(card.className).toBe('usa-card tablet:grid-col-6');
    expect(card.querySelector('.usa-card__header')?.textContent).toBe('Library fund');
    expect(card.querySelector('.usa-card__body')?.textContent).toBe('Books for every branch.');
    expect(card.querySelector('.usa-card__footer button')?.textContent).toBe('Donate');
  });

  it('has no footer when there is no way on', () => {
    render(
      <ul>
        <Card columns="tablet:grid-col-4" header={<h2 className="usa-card__heading">Policies</h2>}>
          <p>How the council works.</p>
        </Card>
      </ul>,
    );
    expect(document.querySelector('.usa-card__footer')).toBeNull();
  });
});

describe('CardList', () => {
  it('is a list of card items, one standing out and one in its own language', () => {
    render(
      <CardList>
        <CardListItem emphasis>Police</CardListItem>
        <CardListItem lang="es">Bomberos</CardListItem>
      </CardList>,
    );
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('UL');
    expect(list.className).toBe('portal-card-list');
    const [first, second] = screen.getAllByRole('listitem');
    expect(first?.className).toBe('portal-card-list__item portal-card-list__item--emphasis');
    expect(first?.hasAttribute('lang')).toBe(false);
    expect(second?.className).toBe('portal-card-list__item');
    expect(second?.getAttribute('lang')).toBe('es');
  });

  it('is numbered from where the page starts when ordered, with its extra classes', () => {
    render(
      <CardList ordered start={21} className="margin-top-2">
        <CardListItem>Rates</CardListItem>
      </CardList>,
    );
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(list.getAttribute('start')).toBe('21');
    expect(list.className).toBe('portal-card-list margin-top-2');
  });
});
