import { createText } from '@portal/shared';

/** This area's words, from its catalogs (locales/<language>.json): see docs/development.md. */
export const configurationText = createText(
  (code) => import(`./locales/${code}.json`),
  () => import('./locales/en.json?pseudo'),
);
export const { useText, useTextIn, Rich, text } = configurationText;
