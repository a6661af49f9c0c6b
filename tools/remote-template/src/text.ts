import { createText } from '@portal/shared';

/** This area's words, from its catalogs (locales/<language>.json, in two parts: see package.json's firstWords): see docs/development.md. */
export const areaText = createText({
  first: (code) => import(`./locales/${code}.json?first`),
  pages: (code) => import(`./locales/${code}.json?pages`),
  pseudo: () => import('./locales/en.json?pseudo'),
});
export const { useText } = areaText;
