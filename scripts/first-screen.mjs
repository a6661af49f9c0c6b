// The page the shell's origin serves for every path, written by the deploy whenever the shell or a
// remote goes live: the live shell's index.html with its first screen filled in before any script
// runs. The frame (skip link, header with the shell's and the remotes' entries, empty main, footer)
// is drawn by the live shell's own components: its build bundles them for Node as first-screen.cjs
// (shell/src/first-screen/render.tsx), which this runs with the live config. Only what is the same
// for everyone is in it; what depends on the session is marked, and the page's inline script
// (shell/public/index.html) shows one side before the first paint from the stored token. The same
// script starts the first reads the module names (config, version, organization, profile and the
// page's own), in the page's JSON block, for the app to take over (shell/src/config/early-reads.ts).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { SHELL } from '../tools/apps.mjs';

/** The frame of the page's language in the root, if it is not the one there. */
const CHOOSE_FRAME = `(function () {
  var frame = document.querySelector('template[data-frame-language="' + document.documentElement.lang + '"]');
  if (frame) document.getElementById('root').replaceChildren(frame.content.cloneNode(true));
})();`;

const load = createRequire(import.meta.url);

/**
 * The live page: the shell's built index.html (`template`) with its first screen and the reads'
 * JSON block, drawn by the first-screen module of the shell version in `shellDir`. A shell built
 * before it had one keeps its page as built.
 */
export function renderFirstScreen(template, config, shellDir) {
  const file = path.join(shellDir, SHELL.firstScreen);
  if (!existsSync(file)) return template;
  const { renderFrame, firstReads } = load(file);
  // "<" escaped, so that no value can end the block.
  const reads = JSON.stringify(firstReads(config)).replace(/</g, '\\u003c');
  const root = /<div id="root">[\s\S]*?<\/div>/;
  if (!root.test(template) || !template.includes('</title>'))
    throw new Error('The shell\'s index.html has no <title> or no <div id="root">.');
  // The frame in each language the portal speaks: the first in the root, the others in templates,
  // one of which the script after them puts in its place when the page's inline script chose that
  // language, before anything is drawn. A shell from before languages draws one frame.
  const [first, ...others] = (config.languages ?? [{ code: 'en' }]).map(({ code }) => ({ code, frame: renderFrame(config, code) }));
  const translated = others.filter(({ frame }) => frame !== first.frame);
  const templates = translated.map(({ code, frame }) => `<template data-frame-language="${code}">${frame}</template>`).join('');
  const choose = translated.length ? `<script>${CHOOSE_FRAME}</script>` : '';
  return template
    .replace('</title>', `</title>\n    <script type="application/json" id="portal-first-reads">${reads}</script>`)
    .replace(root, () => `<div id="root">${first.frame}</div>${templates}${choose}`);
}
