// Every test draws this area in English, as a first visit with an English browser would.
import { kitText } from '@portal/shared';

import { configurationText } from './text';

await Promise.all([kitText.readyAll('en'), configurationText.readyAll('en')]);
