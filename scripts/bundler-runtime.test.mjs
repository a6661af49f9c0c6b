// Remotes' builds put tools/bundler-runtime-from-shell.mjs in place of the federation's bundler
// runtime module, with the functions the shell lends (tools/provide-bundler-runtime.mjs). Run here
// on the real @module-federation/runtime.
import { createRequire } from 'node:module';
import path from 'node:path';

import { beforeAll, expect, it } from 'vitest';

import { BUNDLER_RUNTIME_GLOBAL } from '../tools/provide-bundler-runtime.mjs';
import { BUNDLER_RUNTIME_DIST } from '../tools/rspack-preset.mjs';

const packageModule = createRequire(import.meta.url)(path.join(BUNDLER_RUNTIME_DIST, 'index.cjs'));
const shellFederation = packageModule.default;
let remoteFederation;

beforeAll(async () => {
  const { runtime, bundlerRuntime, attachShareScopeMap } = shellFederation;
  globalThis[BUNDLER_RUNTIME_GLOBAL] = {
    runtime,
    bundlerRuntime: { ...bundlerRuntime, initContainerEntry: undefined },
    attachShareScopeMap,
  };
  remoteFederation = (await import('../tools/bundler-runtime-from-shell.mjs')).default;
});

it('stands in for every part of the package module, each function there', () => {
  expect(Object.keys(remoteFederation).sort()).toEqual(Object.keys(shellFederation).sort());
  for (const [name, part] of Object.entries(shellFederation.bundlerRuntime)) {
    expect(typeof remoteFederation.bundlerRuntime[name], name).toBe(typeof part);
  }
  // The shell's build leaves out what only a container with exposed modules needs: that is the remote's own.
  expect(typeof remoteFederation.bundlerRuntime.initContainerEntry).toBe('function');
});

it("keeps a remote's state in objects of its own", () => {
  expect(remoteFederation.bundlerRuntime.S).not.toBe(shellFederation.bundlerRuntime.S);
  expect(remoteFederation.bundlerRuntimeOptions).not.toBe(shellFederation.bundlerRuntimeOptions);
});

it("makes or finds the remote's instance and leaves the shell's the current one", () => {
  const { runtime } = shellFederation;
  const shell = runtime.init({ name: 'shell', remotes: [] });
  const remote = remoteFederation.runtime.init({ name: 'news_polls', remotes: [] });
  expect(remote).not.toBe(shell);
  expect(remote.options.name).toBe('news_polls');
  expect(runtime.getInstance()).toBe(shell);
  expect(remoteFederation.runtime.init({ name: 'news_polls', remotes: [] })).toBe(remote);
});
