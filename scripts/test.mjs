#!/usr/bin/env node
// `pnpm test`: every check, one phase after another, stopping at the first that fails; then the
// wall time of each phase in one table. The phases a run before it timed (CI's system packages and
// install: `.ci/run`) and the browser suite's projects (e2e/phase-reporter.ts) are read from
// TEST_PHASES_FILE, one JSON line each, and stand in the table in their order.
import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.env.TEST_PHASES_FILE ||= path.join(mkdtempSync(path.join(tmpdir(), 'portal-phases-')), 'phases.jsonl');
const phasesFile = process.env.TEST_PHASES_FILE;

const UNIT_PROJECTS = ['shared', 'shell', 'mfe-*', 'tools', 'scripts', 'bench'];
const vitest = (...projects) => ['pnpm', 'exec', 'vitest', 'run', ...projects.flatMap((project) => ['--project', project])];

/** In the order they run; each a command from the repository's root. */
const PHASES = [
  { name: 'lint', command: ['pnpm', 'lint'] },
  { name: 'type checks', command: ['pnpm', 'typecheck'] },
  { name: 'unit', command: vitest(...UNIT_PROJECTS) },
  { name: 'API on PGlite', command: vitest('api-pglite') },
  { name: 'API on PostgreSQL', command: vitest('api-postgres') },
  { name: 'API scale-out', command: vitest('api-scale-out') },
  { name: 'build', command: ['pnpm', 'build'] },
  { name: 'budgets', command: ['node', 'scripts/check-budgets.mjs'] },
  // Each of its projects adds a line of its own (e2e/phase-reporter.ts).
  { name: 'browser', command: ['pnpm', 'exec', 'playwright', 'test', '-c', 'e2e/playwright.config.ts'] },
];

/** Appends a phase's time to the file the table is made from. */
function recordPhase(name, seconds, detail = '') {
  appendFileSync(phasesFile, `${JSON.stringify({ name, seconds, detail })}\n`);
}

function run([command, ...args]) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function minutes(seconds) {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** The table: every phase recorded so far, each followed by its parts (`of` names the phase), with its share of the whole. */
function phaseTable(lines) {
  const recorded = lines.map((line) => JSON.parse(line));
  const phases = recorded.filter((phase) => !phase.of);
  const total = phases.reduce((sum, phase) => sum + phase.seconds, 0);
  const rows = phases.flatMap((phase) => [
    [phase.name, minutes(phase.seconds), `${Math.round((100 * phase.seconds) / (total || 1))} %`, phase.detail ?? ''],
    ...recorded.filter((part) => part.of === phase.name).map((part) => [`  ${part.name}`, minutes(part.seconds), '', part.detail ?? '']),
  ]);
  rows.push(['total', minutes(total), '', '']);
  const header = ['phase', 'm:ss', 'share', 'detail'];
  const widths = [0, 1, 2].map((column) => Math.max(...[header, ...rows].map((row) => row[column].length)));
  const format = (row) =>
    `| ${row[0].padEnd(widths[0])} | ${row[1].padStart(widths[1])} | ${row[2].padStart(widths[2])} | ${row[3]}`.trimEnd();
  return [header, ...rows].map(format).join('\n');
}

async function main() {
  let failed;
  for (const phase of PHASES) {
    console.log(`\n== ${phase.name}: ${phase.command.join(' ')}`);
    const started = Date.now();
    const code = await run(phase.command);
    recordPhase(phase.name, (Date.now() - started) / 1000, code ? `failed (exit ${code})` : '');
    if (code) {
      failed = { phase: phase.name, code };
      break;
    }
  }
  const lines = readFileSync(phasesFile, 'utf8').split('\n').filter(Boolean);
  console.log(`\n== wall time of each phase\n${phaseTable(lines)}`);
  if (failed) console.error(`\n${failed.phase} failed (exit ${failed.code}).`);
  process.exitCode = failed ? failed.code : 0;
}

await main();
