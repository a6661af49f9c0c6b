import { createText } from './text';

/** The kit's own words (its components' labels and messages), in each app's copy of the kit. */
export const kitText = createText(
  (code) => import(`../locales/${code}.json`),
  () => import('../locales/en.json?pseudo'),
);
