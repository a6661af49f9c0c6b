// Every test draws this area in English, as a first visit with an English browser would.
import { cleanup } from '@testing-library/react';

import { kitText } from '@portal/shared';

import { areaText } from './text';

await Promise.all([kitText.readyAll('en'), areaText.readyAll('en')]);

// A worker runs many files in one environment (isolate: false): each file starts with empty
// storage, as its own environment did, and each test leaves an empty page.
localStorage.clear();
sessionStorage.clear();
afterEach(() => cleanup());
