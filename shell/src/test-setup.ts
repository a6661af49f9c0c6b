// Every test draws the shell in English, as a first visit with an English browser would.
import { kitText } from '@portal/shared';

import { shellText } from './text';

await Promise.all([kitText.readyAll('en'), shellText.readyAll('en')]);
