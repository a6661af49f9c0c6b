import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SHELL } from '../tools/apps.mjs';
import { renderFirstScreen } from './first-screen.mjs';

// The deploy fills the live shell's page with what the shell's own first-screen module draws
// (shell/src/first-screen/render.test.tsx tests the drawing); here a stand-in module draws it.

const TEMPLATE =
  '<!doctype html><html><head><title>Portal</title><script>/* first reads */</script></head><body><div id="root"><p>Loading</p></div></body></html>';
const CONFIG = { appName: 'Portal', apiBase: '/api', remotes: [] };
let withModule;
let withoutModule;

beforeAll(async () => {
  withModule = await mkdtemp(path.join(tmpdir(), 'first-screen-'));
  withoutModule = await mkdtemp(path.join(tmpdir(), 'first-screen-'));
  await writeFile(
    path.join(withModule, SHELL.firstScreen),
    `exports.renderFrame = (config) => '<header>' + config.appName + '</header><main id="main-content"></main>';
     exports.firstReads = () => ({ publicReads: ['/api/organization/?name=</script><x>'], sessionReads: [], pageReads: {} });`,
  );
});
afterAll(async () => {
  await rm(withModule, { recursive: true, force: true });
  await rm(withoutModule, { recursive: true, force: true });
});

describe('the live page', () => {
  it("puts the shell's frame into the root and its reads before the inline script, so no value can end the block", () => {
    const page = renderFirstScreen(TEMPLATE, CONFIG, withModule);
    expect(page).toContain('<div id="root"><header>Portal</header><main id="main-content"></main></div>');
    expect(page).not.toContain('Loading');
    expect(page.indexOf('id="portal-first-reads"')).toBeLessThan(page.indexOf('/* first reads */'));
    expect(page).toContain('?name=\\u003c/script>\\u003cx>');
  });

  it('keeps the page of a shell built before it drew its first screen as built', () => {
    expect(renderFirstScreen(TEMPLATE, CONFIG, withoutModule)).toBe(TEMPLATE);
  });

  it('refuses a page it cannot fill', () => {
    expect(() => renderFirstScreen('<html><body></body></html>', CONFIG, withModule)).toThrow('no <title>');
  });
});
