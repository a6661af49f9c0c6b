// The kit's catalogs, every language bundled in, the pseudo-locale too: for the first screen the
// deploy draws in Node (shell/src/first-screen/node.ts), where nothing is loaded. Never part of a
// page's bundle.
import type { CatalogModule } from '../i18n/text';
import pseudo from '../locales/en.json?pseudo';

type Catalogs = { keys(): string[]; (key: string): CatalogModule };

export const kitCatalogs = (import.meta as unknown as { webpackContext(dir: string, options: object): Catalogs }).webpackContext(
  '../locales',
  { recursive: false, regExp: /^\.\/[a-z]{2,3}(-[A-Z]{2})?\.json$/ },
);
export const kitPseudoCatalog: CatalogModule = { default: pseudo };
