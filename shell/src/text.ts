import { createText } from '@portal/shared';

/** The shell's words, from its catalogs (locales/<language>.json): see docs/development.md. */
export const shellText = createText(
  (code) => import(`./locales/${code}.json`),
  () => import('./locales/en.json?pseudo'),
);
export const { useText, Rich } = shellText;
