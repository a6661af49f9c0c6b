// Every test draws the kit in English, as a first visit with an English browser would.
import { kitText } from './i18n/kit-text';

await kitText.readyAll('en');
