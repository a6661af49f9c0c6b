// The Chromium the browser tests and the benchmark drive: Debian's where it is installed,
// Playwright's own elsewhere; CHROMIUM_PATH wins. And the flags both start it with.
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
