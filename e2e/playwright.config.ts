import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { defineConfig, devices } from '@playwright/test';

import { SHELL } from '../tools/apps.mjs';
import { CHROMIUM, CHROMIUM_FLAGS, CHROMIUM_FOR_TESTS } from '../tools/chromium.mjs';

const PORTAL = `http://localhost:${SHELL.port}`;
const root = path.resolve(import.meta.dirname, '..');
// Every run starts from a fresh embedded database with the demo data.
const dataDir = process.env.E2E_PGLITE_DIR || mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
// Every API answer is checked against the OpenAPI document; one outside it lands in this file,
// which the teardown requires empty. In the environment, so the teardown (and workers) see the same path.
process.env.E2E_RESPONSE_CHECK_FILE ||= path.join(mkdtempSync(path.join(tmpdir(), 'portal-e2e-contract-')), 'violations.jsonl');
// The production edge (edge/portal.conf on nginx: scripts/edge.mjs) in front of the same API and
// deploy folder, for the `edge` project. Every deploy a test makes (in process or by the deploy's
// command line) reloads it, as production's deploy does.
const EDGE_HTTPS_PORT = 3443;
process.env.E2E_EDGE_HTTP_PORT = '3080';
process.env.E2E_EDGE_PREFIX ||= mkdtempSync(path.join(tmpdir(), 'portal-edge-'));
const edgeScript = path.join(root, 'scripts/edge.mjs');
process.env.DEPLOY_RELOAD = `"${process.execPath}" "${edgeScript}" reload --prefix "${process.env.E2E_EDGE_PREFIX}"`;

const desktop = { ...devices['Desktop Chrome'], channel: undefined };
const phone = { ...devices['Pixel 7'], channel: undefined };
const VISUAL = /visual\.spec\.ts$/;
const wholeBrowser = { executablePath: CHROMIUM, args: CHROMIUM_FLAGS };
const EDGE = /edge\.spec\.ts$/;
/**
 * Tests tagged `@alone` change what every page sees while they run: they make other versions live
 * or roll back, switch the live config's overrides, change the organization or shared content lists,
 * or read every area's failure reports. They run after the rest, one test at a time; the rest share
 * the portal two at a time, each test with its own pages and its own data (or the demo data, read).
 */
const ALONE = /@alone/;
const PHONE = /@phone/;
const PHONE_ALONE = /^(?=.*@phone)(?=.*@alone)/;

export default defineConfig({
  testDir: './tests',
  globalTeardown: './response-check-teardown.ts',
  fullyParallel: false,
  // Two: the machine's two cores, while one test waits on the portal or the browser, serve the other.
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['./phase-reporter.ts'], ['./failure-page-reporter.ts']],
  // A journey that takes 15-20 s alone takes twice that beside the other worker on a busy two-core
  // machine (measured: 16.8 s alone, 32.6 s in the desktop project); a timeout is for a test that
  // hangs, not a clock on a slow machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: PORTAL,
    // A trace records every step of every test, a fifth of the suite's time on two cores (measured
    // on 51 tests: 3:06 with, 2:30 without); CI keeps only its log, which has each failure's steps.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_FOR_TESTS, args: CHROMIUM_FLAGS },
  },
  // The visual comparisons first, on the fresh demo data, before any other test changes it; then
  // the tests that share the portal, two at a time; then, one at a time, those that change it for
  // everyone (@alone) and the edge's, which deploy too. A project runs when the ones it depends on passed.
  projects: [
    // The phone's in the whole browser, where its pictures were taken and reviewed: the headless
    // shell draws text edges a little differently at the phone's 2.625 device pixels a CSS pixel,
    // and not the same in every run (2 % of one page's pixels in one clean run). At one device
    // pixel a CSS pixel (desktop) both draw the same pictures.
    { name: 'visual-desktop', use: { ...desktop }, testMatch: VISUAL },
    { name: 'visual-phone', use: { ...phone, launchOptions: wholeBrowser }, testMatch: VISUAL },
    {
      name: 'desktop',
      use: { ...desktop },
      testIgnore: [VISUAL, EDGE],
      grepInvert: ALONE,
      dependencies: ['visual-desktop', 'visual-phone'],
    },
    // After the desktop's, so that no test runs at both widths at once on the same data.
    { name: 'phone', use: { ...phone }, testIgnore: [VISUAL, EDGE], grep: PHONE, grepInvert: ALONE, dependencies: ['desktop'] },
    // A deploy test that runs through the edge too (@edge @alone: versions, rollback, skew) runs
    // there only: the edge is how production serves a deploy, and the Node host's serving of the
    // same folder is what every other test reads.
    {
      name: 'desktop-alone',
      use: { ...desktop },
      testIgnore: [VISUAL, EDGE],
      grep: ALONE,
      grepInvert: /@edge/,
      workers: 1,
      dependencies: ['phone'],
    },
    { name: 'phone-alone', use: { ...phone }, testIgnore: [VISUAL, EDGE], grep: PHONE_ALONE, workers: 1, dependencies: ['desktop-alone'] },
    // Every area, deploys, rollback, version skew, headers and caching again, through the edge.
    {
      name: 'edge',
      use: { ...desktop, baseURL: `https://localhost:${EDGE_HTTPS_PORT}`, ignoreHTTPSErrors: true },
      grep: /@edge/,
      testIgnore: VISUAL,
      workers: 1,
      dependencies: ['phone-alone'],
    },
  ],
  webServer: [
    {
      command: 'node scripts/start.mjs',
      cwd: root,
      url: `${PORTAL}/api/health/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: {
        PGLITE_DIR: dataDir,
        RESPONSE_CHECK_FILE: process.env.E2E_RESPONSE_CHECK_FILE,
        // Every test comes from this one address and logs in as the demo accounts, two at a time:
        // the per-address login and registration limits and the sessions kept per account are a
        // crowd's here (the suite registers a resident of its own for each test that changes one).
        RATE_LIMIT_LOGIN: '600/1m',
        RATE_LIMIT_REGISTER: '200/1h',
        SESSIONS_PER_ACCOUNT: '1000',
        // Password hashing at scrypt's N = 2^12 instead of production's 2^17, as the API suites do at 2^10.
        NODE_ENV: 'test',
        PASSWORD_HASH_COST: '12',
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node scripts/edge.mjs --prefix "${process.env.E2E_EDGE_PREFIX}" --https-port ${EDGE_HTTPS_PORT} --http-port ${process.env.E2E_EDGE_HTTP_PORT}`,
      cwd: root,
      url: `https://localhost:${EDGE_HTTPS_PORT}/api/health/`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
