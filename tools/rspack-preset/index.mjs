// One build preset for the shell and every remote, so that the shared singletons and the
// federation options cannot drift between apps that are built and deployed separately. Each
// concern is a file of this folder; this one puts them together.
import path from 'node:path';

import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';

import { APPS } from '../apps.mjs';
import { BuildStatsPlugin } from './build-stats-plugin.mjs';
import { devServer, standalonePageOptions } from './dev-server.mjs';
import { federationRuntimeAliases, FederationRuntimeCheck } from './federation-runtime.mjs';
import { FirstScreenPlugin } from './first-screen-plugin.mjs';
import { DECLARED_FILES, NavigationPlugin } from './navigation-plugin.mjs';
import { installedVersion, listAliases, sharedConfig } from './shared.mjs';
import { copiedFilesHash, shellFilePlugins } from './shell-files.mjs';
import { StartupPreloadPlugin } from './startup-preload-plugin.mjs';
import { VersionFilePlugin } from './version-file-plugin.mjs';

/** The port an app is served on in development, from the one list of apps (tools/apps.mjs). */
function portOf(name) {
  const app = APPS.find((candidate) => candidate.name === name);
  if (!app) throw new Error(`"${name}" is not in tools/apps.mjs, the list of the portal's apps.`);
  return app.port;
}

/**
 * @param {object} options
 * @param {string} options.dirname the app's folder
 * @param {string} options.name federation name (news_polls, …) or "shell", as tools/apps.mjs lists it
 * @param {Record<string,string>} [options.exposes] only for remotes
 * @param {boolean} [options.host] the shell
 * @param {string} [options.navigation] the app's header entries, written to dist/navigation.json and prefixes.json
 * @param {string} [options.firstScreen] only for the shell: its first-screen module, bundled for Node as dist/first-screen.cjs in production
 */
export function createConfig({ dirname, name, exposes, host = false, navigation = './src/navigation.json', firstScreen }) {
  return (_env, argv) => {
    const dev = argv.mode === 'development' || process.argv.includes('serve');
    const publicDir = path.join(dirname, 'public');
    // In development a remote is also a page of its own (src/standalone.ts), for its team alone.
    const standalone = dev && !host;
    // The federation's runtime the shell provides to every remote, and each remote runs on (see below).
    const federation = installedVersion(dirname, '@module-federation/enhanced');
    const rules = [
      {
        test: /\.[cm]?tsx?$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: dev } },
          },
          env: { targets: 'defaults and fully supports es6-module' },
        },
        type: 'javascript/auto',
      },
      // An app's message catalogs and the kit's, checked and compiled, one chunk per language (decision 022).
      {
        test: /[\\/]locales[\\/][^\\/]+\.json$/,
        type: 'javascript/auto',
        loader: path.resolve(import.meta.dirname, '../catalog-loader.mjs'),
      },
      // An app's USWDS sheet (decision 014), through the bundler's CSS support: shipped with the
      // chunks that import it, which wait for it before they run.
      { test: /\.scss$/, type: 'css/auto', use: [{ loader: path.resolve(import.meta.dirname, '../uswds-loader.mjs') }] },
      // Its images beside it, named from where the sheet is: the shell's public path holds its build's
      // hash, which a sheet cannot name while it is being hashed.
      { dependency: 'url', type: 'asset/resource', generator: { publicPath: '' } },
    ];
    return {
      mode: dev ? 'development' : 'production',
      context: dirname,
      entry: host ? { main: './src/index.ts' } : standalone ? { standalone: './src/standalone.ts' } : {},
      devtool: dev ? 'cheap-module-source-map' : 'source-map',
      output: {
        path: path.join(dirname, 'dist'),
        // The shell's files live under its version on the host (see scripts/deploy.mjs), absolute so
        // that deep links work; remotes resolve theirs from where their entry was loaded.
        publicPath: host ? (dev ? '/' : `/shell/${process.env.APP_VERSION || '[fullhash:12]'}/`) : 'auto',
        uniqueName: name,
        filename: dev ? '[name].js' : '[name].[contenthash:10].js',
        chunkFilename: dev ? '[name].js' : '[name].[contenthash:10].js',
        cssFilename: dev ? '[name].css' : '[name].[contenthash:10].css',
        cssChunkFilename: dev ? '[name].css' : '[name].[contenthash:10].css',
        ...(dev ? {} : { hashSalt: [...(host ? [copiedFilesHash(publicDir)] : []), ...DECLARED_FILES].join(' ') }),
        // Scripts load with CORS so that their integrity can be checked (see the SRI plugin below).
        crossOriginLoading: 'anonymous',
        clean: true,
      },
      resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs'], alias: { ...listAliases(dirname), ...federationRuntimeAliases() } },
      module: { rules },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(host ? {} : { filename: 'remoteEntry.js', exposes }),
          shared: sharedConfig(dirname, dev, { host }),
          // One remote being down must not break the boot (version-first fetches every entry).
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: true,
          experiments: host
            ? { provideExternalRuntime: true, asyncStartup: true, optimization: { target: 'web' } }
            : // Run alone, there is no shell to provide the federation runtime.
              { externalRuntime: !standalone, optimization: { disableSnapshot: true, disableRemote: true, target: 'web' } },
        }),
        new FederationRuntimeCheck(),
        new VersionFilePlugin(name, host ? { provides: federation } : standalone ? null : { needs: federation }),
        new BuildStatsPlugin(),
        // Each app's header entries, declared as data beside its routes, and a remote's name, for the deploy to publish.
        new NavigationPlugin({ dirname, declarations: navigation, named: !host }),
        // Every chunk a build loads carries its sha384 in the loader, so a chunk altered on its
        // way or on the host never runs; the deploy publishes each remote entry's own hash.
        ...(dev ? [] : [new rspack.SubresourceIntegrityPlugin({ hashFuncNames: ['sha384'] })]),
        ...(host
          ? [
              new rspack.HtmlRspackPlugin({ template: path.join(publicDir, 'index.html') }),
              ...(dev ? [] : [new StartupPreloadPlugin()]),
              ...shellFilePlugins(publicDir),
              // The deploy draws the page's first screen with the shell's own components (scripts/first-screen.mjs).
              ...(dev || !firstScreen ? [] : [new FirstScreenPlugin({ dirname, rules, module: firstScreen })]),
            ]
          : []),
        ...(standalone ? [new rspack.HtmlRspackPlugin(standalonePageOptions)] : []),
      ],
      optimization: { minimize: !dev },
      // Lazy compilation holds a remote's lazily imported pages until its own dev server is asked
      // from its own origin, which never happens when the shell loads it: compile everything.
      lazyCompilation: false,
      performance: { hints: false },
      // Only a development server needs the app listed: a production build is the app's alone.
      ...(dev ? { devServer: devServer({ port: portOf(name), standalone, host }) } : {}),
    };
  };
}
