// The page's first screen, drawn by the shell's own components: the shell's build bundles this
// module for Node (tools/rspack-preset/first-screen-plugin.mjs, dist/first-screen.cjs), and the
// deploy runs the live shell's copy with the live config whenever the shell or a remote goes live
// (scripts/first-screen.mjs). It is the same HTML for everyone on every path: nothing personal,
// what depends on the session drawn for both sides and marked (FirstScreenContext), what needs a
// role left to the app, and the municipality's name, which comes from the API, kept pending.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';

import { apiUrl, AuthProvider, createApiClient, drawnIn, organizationKeys, type PortalConfig } from '@portal/shared';
import { FirstScreenContext } from '@portal/shared/host';

import { AboutUsPage, PoliciesPage } from '../info/about-pages';
import { headerEntries, PageFrame } from '../layout/frame';

/** A path no page has (a page's path has no dot): no entry of the frame is the current one. */
const NO_PAGE = '/.first-screen';

/** What the shell's components need around them, for everyone and before any read. */
function FirstScreen({
  config,
  client = new QueryClient(),
  children,
}: {
  config: PortalConfig;
  client?: QueryClient;
  children: ReactNode;
}) {
  const api = createApiClient({
    baseUrl: config.apiBase,
    getToken: () => null,
    fetch: () => Promise.reject(new Error('The first screen reads nothing.')),
  });
  return (
    <FirstScreenContext.Provider value>
      <AuthProvider config={config} api={api}>
        <QueryClientProvider client={client}>
          <StaticRouter location={NO_PAGE}>{children}</StaticRouter>
        </QueryClientProvider>
      </AuthProvider>
    </FirstScreenContext.Provider>
  );
}

/**
 * The public pages whose text the page's inline script paints from its first read of the
 * organization, before the shell's scripts have run ([decision 017](../../../docs/decisions/017-public-text-painted-from-the-first-read.md)):
 * each drawn by its own component around one paragraph, which the script repeats for each
 * paragraph of the text, so the app then draws the same page over it.
 */
const EARLY_PAGES = [
  { path: '/about-us', field: 'about_us', Page: AboutUsPage },
  { path: '/policies', field: 'policies', Page: PoliciesPage },
] as const;
export const PARAGRAPH = '{paragraph}';

function EarlyPages({ config }: { config: PortalConfig }) {
  return EARLY_PAGES.map(({ path, field, Page }) => {
    const client = new QueryClient();
    client.setQueryData(organizationKeys.detail, { [field]: PARAGRAPH });
    return (
      <template key={path} data-early-page={path} data-read={apiUrl(config.apiBase, '/organization/')} data-field={field}>
        <FirstScreen config={config} client={client}>
          <Page />
        </FirstScreen>
      </template>
    );
  });
}

/**
 * The skip link, the header with every entry a resident may open, the empty main area and the
 * footer; then the templates of the pages painted early: in the language `code` (the config's
 * first by default), whose catalogs are at hand (node.ts bundles them all in).
 */
export function renderFrame(config: PortalConfig, code = config.languages[0]?.code ?? 'en'): string {
  return drawnIn(code, () =>
    renderToStaticMarkup(
      <>
        <FirstScreen config={config}>
          <PageFrame entries={headerEntries(config.remotes)} />
        </FirstScreen>
        <EarlyPages config={config} />
      </>,
    ),
  );
}

export type FirstReads = {
  /** The languages the page speaks, the first the default: the inline script chooses one before the first paint. */
  languages: string[];
  publicReads: string[];
  sessionReads: string[];
  pageReads: Record<string, string[]>;
};

/**
 * What the page's inline script reads before the bundle, each URL as the API client asks for it:
 * the organization (the header's and footer's name, for everyone), the profile (with a session) and,
 * by page path, what the remotes declared their pages start with (home's widget data; with a
 * session, on that path only). Not home's widget scripts: fetched beside the shell's own on a slow
 * line, they delayed the first widget's data (decision 009); the shell fetches them ahead once its
 * config is read (src/federation/fetch-ahead.ts).
 */
export function firstReads(config: PortalConfig): FirstReads {
  const pageReads: Record<string, string[]> = {};
  for (const remote of config.remotes) {
    for (const [page, urls] of Object.entries(remote.firstReads ?? {})) {
      pageReads[page] = [...new Set([...(pageReads[page] ?? []), ...urls.map((url) => apiUrl(config.apiBase, url))])];
    }
  }
  return {
    languages: config.languages.map((language) => language.code),
    publicReads: [apiUrl(config.apiBase, '/organization/')],
    sessionReads: config.profileUrl ? [apiUrl(config.apiBase, config.profileUrl)] : [],
    pageReads,
  };
}
