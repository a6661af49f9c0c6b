// Stands in for '@module-federation/enhanced/runtime' in the single-bundle build: the shell's
// remote registry loads each remote's exposes by importing its sources, with no federation.
const EXPOSED = {
  'news_polls/routes': () => import('../../mfe-news-polls/src/routes.ts'),
  'news_polls/widgets': () => import('../../mfe-news-polls/src/widgets.ts'),
  'disputes_complaints/routes': () => import('../../mfe-disputes-complaints/src/routes.ts'),
  'disputes_complaints/widgets': () => import('../../mfe-disputes-complaints/src/widgets.ts'),
  'donations/routes': () => import('../../mfe-donations/src/routes.ts'),
  'donations/widgets': () => import('../../mfe-donations/src/widgets.ts'),
  'configuration/routes': () => import('../../mfe-configuration/src/routes.ts'),
};

export function registerRemotes() {}

export function registerPlugins() {}

export function loadRemote(key) {
  const load = EXPOSED[key];
  return load ? load() : Promise.reject(new Error(`Nothing is exposed as ${key}.`));
}
