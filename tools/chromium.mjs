// The Chromium the browser tests and the benchmark drive: Debian's where it is installed,
// Playwright's own elsewhere; CHROMIUM_PATH wins. And the flags both start it with.
import { existsSync } from 'node:fs';

const installed = (file) => (existsSync(file) ? file : undefined);

/** The whole browser: the benchmark measures what a person's Chromium does, and the phone's pictures were taken in it. */
export const CHROMIUM = process.env.CHROMIUM_PATH || installed('/usr/bin/chromium');
/**
 * The browser tests' Chromium: the headless shell (Debian's `chromium-headless-shell`), the
 * headless mode Playwright itself runs by default, where installed; else the whole browser. The
 * same engine without the browser's own interface: the browser suite's Chromium took a third less
 * CPU in it on two cores (17 desktop journeys, 186 s -> 125 s: docs/decisions/021-test-suites-within-35-minutes.md).
 */
export const CHROMIUM_FOR_TESTS = process.env.CHROMIUM_PATH || installed('/usr/bin/chromium-headless-shell') || CHROMIUM;
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
