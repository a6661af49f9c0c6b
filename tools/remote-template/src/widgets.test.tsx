import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { widgetReads } from '@portal/shared/testing';

import { firstReads, navigation } from './routes';
import { areaText } from './text';
import { widgets } from './widgets';

describe('home widgets', () => {
  it('ask the API for exactly the first reads declared for home', async () => {
    expect(await widgetReads(widgets, firstReads['/']?.length ?? 0)).toEqual((firstReads['/'] ?? []).map((url) => `/api${url}`).sort());
  });

  it("lead to the area's first page, as its header entry does", async () => {
    await widgetReads(widgets, 0);
    expect(screen.getByRole('link', { name: areaText.text('widget.link') }).getAttribute('href')).toBe('/__AREA__');
    expect(navigation.map((entry) => entry.path)).toEqual(['/__AREA__']);
  });
});
