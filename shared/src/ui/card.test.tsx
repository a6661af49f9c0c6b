import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Card } from './card';

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
