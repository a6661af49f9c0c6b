// The shell's federation runtime plugin that lends its bundler runtime to the remotes.
// Every remoteEntry.js used to carry its own copy of @module-federation/webpack-bundler-runtime
// (with @module-federation/runtime and the error codes, about 5 KB gzip each), although its
// functions keep no state of their own: each takes the container it serves (its
// __webpack_require__) as an argument. The shell publishes its copy's functions under
// BUNDLER_RUNTIME_GLOBAL; remotes built after this take them from there
// (tools/bundler-runtime-from-shell.mjs) and keep their state in objects of their own.
// Like the runtime core the shell already provides, the shell goes live with this before remotes
// that need it.
/* global __webpack_require__ */

export const BUNDLER_RUNTIME_GLOBAL = '__PORTAL_FEDERATION_BUNDLER_RUNTIME__';

export default function provideBundlerRuntime() {
  return {
    name: 'provide-bundler-runtime',
    beforeInit(args) {
      // The shell's own federation object is complete by the time its instance is created.
      const { runtime, bundlerRuntime, attachShareScopeMap } = __webpack_require__.federation;
      globalThis[BUNDLER_RUNTIME_GLOBAL] ??= Object.freeze({ runtime, bundlerRuntime, attachShareScopeMap });
      return args;
    },
  };
}
