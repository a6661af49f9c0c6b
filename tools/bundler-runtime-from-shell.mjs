// A remote's federation bundler runtime, in place of @module-federation/webpack-bundler-runtime:
// the functions the shell lends (tools/provide-bundler-runtime.mjs), with this container's state
// in objects of its own, as the package's module would give it: the federation object (its
// options and instance), the share scope S and the instance that init makes or finds.
/* global FEDERATION_BUILD_IDENTIFIER */
// The shell's build has no exposed modules, so its copy leaves this function out.
import { initContainerEntry } from 'federation-bundler-runtime-dist/initContainerEntry.cjs';

import { BUNDLER_RUNTIME_GLOBAL } from './provide-bundler-runtime.mjs';

const lent = globalThis[BUNDLER_RUNTIME_GLOBAL];
if (!lent) throw new Error('This remote needs a shell that lends it the federation bundler runtime.');

const buildId = typeof FEDERATION_BUILD_IDENTIFIER === 'undefined' ? '' : FEDERATION_BUILD_IDENTIFIER;

/** This build's instance, as @module-federation/runtime's getGlobalFederationInstance finds it. */
const ofThisBuild = (name, version) => (instance) => {
  const { options } = instance;
  if (buildId && options.id === buildId) return true;
  return options.name === name && (version ? options.version === version : !options.version);
};

/**
 * @module-federation/runtime's init, without its module-wide "current instance": that one is the
 * shell's, which a remote's instance must not replace.
 */
function init(options) {
  const normalized = { ...options, id: options.id || '' };
  const existing = lent.runtime.getInstance(ofThisBuild(options.name, options.version));
  if (!existing) return lent.runtime.createInstance(normalized);
  existing.initOptions(normalized);
  return existing;
}

export default {
  runtime: { ...lent.runtime, init },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...lent.bundlerRuntime, initContainerEntry, S: {} },
  attachShareScopeMap: lent.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
