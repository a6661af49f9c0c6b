// Every test draws this area in English, as a first visit with an English browser would.
import { kitText } from '@portal/shared';

import { casesText } from './text';

await Promise.all([kitText.readyAll('en'), casesText.readyAll('en')]);
