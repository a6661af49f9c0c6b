// The live config.json, composed by the deploy from what each live remote declares about itself,
// and refused whole (nothing written) when the shell could not run it: a remote owns the paths its
// build declares, leads only to its own pages, and needs only the shared packages and the
// federation runtime the live shell provides. Checked at last with the schema the shell reads it with.
import semver from 'semver';
import { tsImport } from 'tsx/esm/api';

/** The shared packages a remote cannot run without the live shell providing a version it accepts. */
const CONTRACTS = ['@portal/shared', 'react', 'react-dom', 'react-router', '@tanstack/react-query'];
const PREFIX = /^\/[A-Za-z0-9_-]+$/;
const PAGE = /^\/[A-Za-z0-9/_-]*$/;

/** The shell's own config module (shared/src/config/portal-config.ts: its schema), loaded from its TypeScript source. */
const portalConfig = () => tsImport('../shared/src/config/portal-config.ts', import.meta.url);

/**
 * Whether the shell's federation runtime can run a remote's entry: each remote entry carries its
 * bundler runtime but runs on the runtime core the shell provides (`experiments.externalRuntime`),
 * which must be of the same major version and no older than the one the remote was built with.
 */
export function runtimeProblem(name, needs, provides) {
  if (!needs) return null;
  if (provides && semver.major(provides) === semver.major(needs) && semver.gte(provides, needs)) return null;
  return `${name} runs on the federation runtime ${needs} its shell provides; the live shell provides ${provides ?? 'none'}. Deploy a shell built with it first.`;
}

/** What is wrong with one remote version's declarations, each as a sentence naming it. */
function problemsOf({ app, version, prefixes, navigation, shared, runtime, languages }, shell, owners, leadsUnder, spoken) {
  const name = `${app.dir} ${version}`;
  const problems = [];
  const lacking = spoken.filter((code) => !(languages ?? ['en']).includes(code));
  if (lacking.length)
    problems.push(
      `${name} has no catalogs in ${lacking.join(', ')}, which the portal speaks: its team adds them (src/locales) and builds it again.`,
    );
  if (!prefixes.length) problems.push(`${name} declares no paths of its own (prefixes.json): build it again.`);
  for (const prefix of prefixes) {
    if (!PREFIX.test(prefix)) problems.push(`${name} declares ${JSON.stringify(prefix)}, which is not a path like /news.`);
    else if (owners.has(prefix)) problems.push(`${prefix} is claimed by both ${owners.get(prefix)} and ${name}: a path has one owner.`);
    else owners.set(prefix, name);
  }
  for (const entry of navigation) {
    const to = String(entry?.path);
    const label = JSON.stringify(String(entry?.label));
    if (!PAGE.test(to)) {
      problems.push(
        `${name}: the header entry ${label} leads to ${JSON.stringify(to)}, which is not a page of the portal (an entry is a path like /news: never another site or a script).`,
      );
    } else if (!leadsUnder(to, prefixes)) {
      problems.push(`${name}: the header entry ${label} leads to ${to}, outside its own ${prefixes.join(', ')}.`);
    }
  }
  const runtimeRefused = runtimeProblem(name, runtime?.needs, shell.runtime?.provides);
  if (runtimeRefused) problems.push(runtimeRefused);
  for (const need of shared) {
    if (!CONTRACTS.includes(need.name)) continue;
    const provided = shell.shared.find((offer) => offer.name === need.name)?.version;
    if (!provided || !semver.satisfies(provided, need.requiredVersion)) {
      problems.push(
        `${name} needs ${need.name} ${need.requiredVersion}; the live shell provides ${provided ?? 'none'}. Deploy a shell built with it first.`,
      );
    }
  }
  return problems;
}

/**
 * @param {object} options
 * @param {object} options.settings the config's own settings (app name, API base, …)
 * @param {object[]} options.remotes each live remote: `{ app, version, …publishedEntry() }`
 * @param {{ name: string, version: string }[]} options.shellShared what the live shell's manifest provides
 * @param {{ provides?: string }} [options.shellRuntime] the federation runtime the live shell provides (its version.json)
 * @param {string[]} [options.shellPrefixes] the paths of the live shell's own pages, which no remote may claim
 */
export async function composeConfig({ settings, remotes, shellShared, shellRuntime, shellPrefixes = [] }) {
  const { portalConfigSchema, leadsUnder } = await portalConfig();
  const owners = new Map(shellPrefixes.map((prefix) => [prefix, 'the shell']));
  const spoken = (settings.languages ?? [{ code: 'en' }]).map((language) => language.code);
  const problems = [];
  const config = {
    ...settings,
    remotes: remotes.map(({ app, version, shared, runtime, ...declared }) => {
      problems.push(
        ...problemsOf(
          { app, version, shared, runtime, ...declared },
          { shared: shellShared, runtime: shellRuntime },
          owners,
          leadsUnder,
          spoken,
        ),
      );
      // `routes`: the same prefixes under the name shells built before they read `prefixes` take
      // (decision 027): until every live shell reads `prefixes`.
      return { name: app.name, version, ...declared, routes: declared.prefixes };
    }),
  };
  if (!problems.length) {
    const checked = portalConfigSchema.safeParse(config);
    if (!checked.success) {
      problems.push(...checked.error.issues.map((issue) => `config.json at ${issue.path.join('.') || 'its top'}: ${issue.message}`));
    }
  }
  if (problems.length) throw new Error(`Nothing was made live:\n- ${problems.join('\n- ')}`);
  return config;
}
