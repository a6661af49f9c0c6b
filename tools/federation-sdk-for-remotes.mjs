// The federation SDK as a remote's runtime uses it: webpack-bundler-runtime's remotes.cjs requires the
// package for two names, and a CommonJS require keeps all of it (about 5 KB gzip in every
// remoteEntry.js). Re-exported from its ES build, the rest is left out. The shell's runtime, which
// uses much more of the SDK, is not concerned. If a federation upgrade makes the runtime use
// another name, scripts/federation-sdk.test.mjs says so.
export { decodeName, ENCODE_NAME_PREFIX } from '@module-federation/sdk';
