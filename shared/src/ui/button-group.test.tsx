import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ButtonGroup } from './button-group';

describe('ButtonGroup', () => {
  it('puts each action drawn in an item of a USWDS button group, and leaves out those not drawn', () => {
    const staff = false;
    render(
      <ButtonGroup className="margin-top-3">
        <button type="button">Save</button>
        {staff && <button type="button">Delete</button>}
        <a href="/back">Back</a>
      </ButtonGroup>,
    );
    const group = screen.getByRole('list');
    expect(group.className).toBe('usa-button-group margin-top-3');
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => [item.className, item.textContent])).toEqual([
      ['usa-button-group__item', 'Save'],
      ['usa-button-group__item', 'Back'],
    ]);
  });
});
