// The one list of the portal's apps: folder, federation name and the port of each one's development
// server (`pnpm dev`; deployed, all are served on the portal's one origin, the shell's port). The
// scripts, the build preset (development ports, and the remotes of the development config), eslint
// (import direction), the deploy and the e2e tests read it. `pnpm new-remote` adds to it (docs/development.md).
export const API_PORT = 4000;
/** `firstScreen`: the file the shell's build writes beside its scripts and the deploy runs to draw the page's first screen. */
export const SHELL = { dir: 'shell', name: 'shell', port: 3000, firstScreen: 'first-screen.cjs' };
export const REMOTES = /** @type {const} */ ([
  { dir: 'mfe-news-polls', name: 'news_polls', port: 3001 },
  { dir: 'mfe-disputes-complaints', name: 'disputes_complaints', port: 3002 },
  { dir: 'mfe-donations', name: 'donations', port: 3003 },
  { dir: 'mfe-configuration', name: 'configuration', port: 3004 },
]);
export const APPS = [SHELL, ...REMOTES];

/**
 * The shell's own config.json (its settings, as shell/public/config.json has them, given as text)
 * with every remote at its development server: what the shell's development server completes with
 * each remote's declarations (tools/rspack-preset/dev-server.mjs), and the API's tests read. The
 * deploy publishes the live config from what is deployed instead (scripts/deploy.mjs).
 */
export function withDevelopmentRemotes(publicConfig) {
  const remotes = REMOTES.map((app) => ({ name: app.name, entry: `http://localhost:${app.port}/mf-manifest.json` }));
  return `${JSON.stringify({ ...JSON.parse(String(publicConfig)), remotes }, null, 2)}\n`;
}
