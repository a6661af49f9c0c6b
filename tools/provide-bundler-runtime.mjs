// The shell's federation runtime plugin that lends its bundler runtime
// (@module-federation/webpack-bundler-runtime) to remotes whose entry carries none: those built
// under decision 006, which take its functions from BUNDLER_RUNTIME_GLOBAL. The functions keep no
// state of their own: each takes the container it serves (its __webpack_require__) as an argument.
// Remotes built under decision 010 carry their own and never read it; it goes by decision 027's
// condition (no live or rollback remote built before 010), which is met.
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
