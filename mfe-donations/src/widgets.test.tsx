import { describe, expect, it } from 'vitest';

import { TEST_CONFIG, widgetReads } from '@portal/shared/testing';

import { firstReads } from './routes';
import { widgets } from './widgets';

describe('home widgets', () => {
  it('ask the API for exactly the first reads declared for home', async () => {
    const declared = firstReads['/'].map((url) => `${TEST_CONFIG.apiBase}${url}`).sort();
    expect(await widgetReads(widgets, declared.length)).toEqual(declared);
  });
});
