// The first-screen module as the deploy runs it in Node (tools/rspack-preset/first-screen-plugin.mjs):
// render.tsx with every catalog of the shell and the kit bundled in, the pseudo-locale's too, since
// nothing is loaded there.
import { kitText, PSEUDO_LANGUAGE, type CatalogModule } from '@portal/shared';
import { kitCatalogs, kitPseudoCatalog } from '@portal/shared/first-screen-catalogs';

import pseudo from '../locales/en.json?pseudo';
import { shellText } from '../text';

type Catalogs = { keys(): string[]; (key: string): CatalogModule };
const shellCatalogs = (import.meta as unknown as { webpackContext(dir: string, options: object): Catalogs }).webpackContext('../locales', {
  recursive: false,
  regExp: /^\.\/[a-z]{2,3}(-[A-Z]{2})?\.json$/,
});

for (const [text, catalogs] of [
  [shellText, shellCatalogs],
  [kitText, kitCatalogs],
] as const) {
  for (const key of catalogs.keys()) text.provide(key.replace(/^\.\/|\.json$/g, ''), catalogs(key));
}
shellText.provide(PSEUDO_LANGUAGE, { default: pseudo });
kitText.provide(PSEUDO_LANGUAGE, kitPseudoCatalog);

export { firstReads, renderFrame } from './render';
