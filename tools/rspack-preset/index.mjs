// One build preset for the shell and every remote, so that the shared singletons and the
// federation options cannot drift between apps that are built and deployed separately.
/* global fetch */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';

import { BuildStatsPlugin } from './build-stats-plugin.mjs';
import { NavigationPlugin } from './navigation-plugin.mjs';
import { StartupPreloadPlugin } from './startup-preload-plugin.mjs';
import { USWDS_CSS, uswdsCss, uswdsDist } from './uswds-css.mjs';

/** Shared as singletons in every app: one React, one router, one query cache, one bus, one session. */
const SINGLETONS = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', '@tanstack/react-query', 'react-hot-toast', 'mitt'];
const SHARED_VERSION = '0.1.0';
const ROUTER_API = path.join(import.meta.dirname, 'router-api.mjs');
const ZOD_API = path.join(import.meta.dirname, 'zod-api.mjs');
const SHELL_DIR = path.resolve(import.meta.dirname, '../shell');
const API_TARGET = process.env.API_URL || 'http://127.0.0.1:4000';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The folders of USWDS the shell copies beside its stylesheet, which reaches them as ../fonts and ../img. */
const uswdsAssets = () => ({ fonts: path.join(uswdsDist(), 'fonts'), img: path.join(uswdsDist(), 'img') });

/** Where an app's dependency is installed, as the app (its folder) resolves it. */
const packageDir = (dirname, name) => path.dirname(createRequire(path.join(dirname, 'package.json')).resolve(`${name}/package.json`));

/**
 * The files the shell copies as they are (its public folder, the USWDS fonts and images) and the
 * USWDS styles are no modules, so they would not change the build's hash: salting the hash with
 * them gives a change of portal.css or config.json a version of its own, which the deploy then
 * publishes.
 */
function copiedFilesHash(dirs, css) {
  const hash = createHash('sha256').update(css);
  for (const dir of dirs) {
    for (const file of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!file.isFile()) continue;
      const full = path.join(file.parentPath, file.name);
      hash.update(path.relative(dir, full)).update(readFileSync(full));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Strict: a remote built against versions the shell does not provide (a newer, incompatible
 * build, say) fails to load, and its area says so, instead of running on the wrong contract.
 */
function sharedConfig(dirname, dev) {
  const singleton = { singleton: true, strictVersion: true };
  const shared = Object.fromEntries(SINGLETONS.map((name) => [name, singleton]));
  if (dev) shared['react/jsx-dev-runtime'] = singleton;
  // react-router as the portal uses it: the names in router-api.mjs, not the whole package. Still
  // under its own name and version, so that builds from before this and after it share one router.
  const router = readJson(path.join(packageDir(dirname, 'react-router'), 'package.json')).version;
  shared['react-router'] = { ...singleton, import: ROUTER_API, version: router, requiredVersion: `~${router}` };
  // zod as the portal's apps use it (zod-api.mjs), likewise under its own name and version.
  const zod = readJson(path.join(packageDir(dirname, 'zod'), 'package.json')).version;
  shared.zod = {
    ...singleton,
    import: ZOD_API,
    version: zod,
    requiredVersion: readJson(path.join(dirname, 'package.json')).dependencies.zod,
  };
  // A workspace dependency has requiredVersion "workspace:*", which is not semver.
  shared['@portal/shared'] = { ...singleton, version: SHARED_VERSION, requiredVersion: `^${SHARED_VERSION}` };
  return shared;
}

/** A remote run alone needs the API: when none answers within 10 s, say how to start it. */
async function warnWithoutApi() {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    if (
      await fetch(API_TARGET).then(
        () => true,
        () => false,
      )
    )
      return;
    await sleep(1000);
  }
  console.warn(`No API answers at ${API_TARGET}: start it with \`pnpm --filter @portal/api dev\` (the pages need it).`);
}

/** Writes version.json: the build's content hash, so an unchanged rebuild keeps its version. */
class VersionFilePlugin {
  constructor(name) {
    this.name = name;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('VersionFilePlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'VersionFilePlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const version = process.env.APP_VERSION || compilation.hash.slice(0, 12);
        const body = JSON.stringify({ app: this.name, version, built_at: new Date().toISOString() });
        compilation.emitAsset('version.json', new rspack.sources.RawSource(body));
      });
    });
  }
}

/** Emits the portal's USWDS stylesheet (see uswds-css.mjs), which index.html links. */
class UswdsCssPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('UswdsCssPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'UswdsCssPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(USWDS_CSS, new rspack.sources.RawSource(uswdsCss()));
      });
    });
  }
}

/**
 * @param {object} options
 * @param {string} options.dirname the app's folder
 * @param {string} options.name federation name (news_polls, …) or "shell"
 * @param {number} options.port dev server port
 * @param {Record<string,string>} [options.exposes] only for remotes
 * @param {boolean} [options.host] the shell
 */
export function createConfig({ dirname, name, port, exposes, host = false }) {
  return (_env, argv) => {
    const dev = argv.mode === 'development' || process.argv.includes('serve');
    const publicDir = path.join(dirname, 'public');
    // In development a remote is also a page of its own (src/standalone.ts), for its team alone.
    const standalone = dev && !host;
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
        ...(host && !dev ? { hashSalt: copiedFilesHash([publicDir, ...Object.values(uswdsAssets())], uswdsCss()) } : {}),
        // Scripts load with CORS so that their integrity can be checked (see the SRI plugin below).
        crossOriginLoading: 'anonymous',
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.mjs'],
        // router-api.mjs's and zod-api.mjs's own imports of their packages, under names the federation does not share.
        alias: {
          'react-router-implementation$': packageDir(dirname, 'react-router'),
          'zod-implementation$': packageDir(dirname, 'zod'),
        },
      },
      module: { rules },
      plugins: [
        new ModuleFederationPlugin({
          name,
          // The shell still lends its bundler runtime to remotes built before decision 010
          // (provide-bundler-runtime.mjs), until every live remote has been rebuilt without it.
          ...(host
            ? { runtimePlugins: [path.join(import.meta.dirname, 'provide-bundler-runtime.mjs')] }
            : { filename: 'remoteEntry.js', exposes }),
          shared: sharedConfig(dirname, dev),
          // One remote being down must not break the boot (version-first fetches every entry).
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: true,
          experiments: host
            ? { provideExternalRuntime: true, asyncStartup: true, optimization: { target: 'web' } }
            : // Run alone, there is no shell to provide the federation runtime.
              { externalRuntime: !standalone, optimization: { disableSnapshot: true, target: 'web' } },
        }),
        new VersionFilePlugin(name),
        new BuildStatsPlugin(),
        // A remote's header entries, declared beside its routes, for the deploy to publish.
        ...(host ? [] : [new NavigationPlugin({ dirname, module: exposes['./routes'], rules })]),
        // Every chunk a build loads carries its sha384 in the loader, so a chunk altered on its
        // way or on the host never runs; the deploy publishes each remote entry's own hash.
        ...(dev ? [] : [new rspack.SubresourceIntegrityPlugin({ hashFuncNames: ['sha384'] })]),
        ...(host
          ? [
              new rspack.HtmlRspackPlugin({ template: path.join(publicDir, 'index.html') }),
              ...(dev ? [] : [new StartupPreloadPlugin()]),
              // USWDS styles, loaded once by the shell for every app, with its fonts (woff2 only) and images.
              new UswdsCssPlugin(),
              new rspack.CopyRspackPlugin({
                patterns: [
                  { from: publicDir, globOptions: { ignore: ['**/index.html'] } },
                  { from: uswdsAssets().fonts, to: 'uswds/fonts', globOptions: { ignore: ['**/*.ttf', '**/*.woff'] } },
                  { from: uswdsAssets().img, to: 'uswds/img' },
                ],
              }),
            ]
          : []),
        ...(standalone
          ? [new rspack.HtmlRspackPlugin({ template: path.join(SHELL_DIR, 'public/index.html'), chunks: ['standalone'], publicPath: '/' })]
          : []),
      ],
      optimization: { minimize: !dev },
      // Lazy compilation holds a remote's lazily imported pages until its own dev server is asked
      // from its own origin, which never happens when the shell loads it: compile everything.
      lazyCompilation: false,
      performance: { hints: false },
      devServer: {
        port,
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api'], target: API_TARGET }],
        ...(standalone
          ? {
              // The portal's look, as the shell serves it: its public files and the USWDS styles.
              static: [
                { directory: path.join(SHELL_DIR, 'public'), watch: false },
                { directory: uswdsDist(), publicPath: '/uswds', watch: false },
              ],
              setupMiddlewares: (middlewares) => [
                {
                  name: 'uswds-css',
                  path: `/${USWDS_CSS}`,
                  middleware: (_request, response) => {
                    response.setHeader('Content-Type', 'text/css; charset=utf-8');
                    response.end(uswdsCss());
                  },
                },
                ...middlewares,
              ],
              onListening: () => void warnWithoutApi(),
            }
          : {}),
      },
    };
  };
}
