import { describe, expect, it } from 'vitest';

import { isPortalWidget } from './widget';

describe('the widget contract', () => {
  it('accepts a widget with id, title and component', () => {
    expect(isPortalWidget({ id: 'latest-news', title: 'Latest news', order: 1, Component: () => null })).toBe(true);
  });
  it.each([null, {}, { id: 'x', title: 'X' }, { id: 1, title: 'X', Component: () => null }])('refuses %o', (value) => {
    expect(isPortalWidget(value)).toBe(false);
  });
});
