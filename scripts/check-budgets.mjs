#!/usr/bin/env node
// Fails when a build grows any app's first load, or one of its catalogs, beyond its budget (gzip
// bytes, its package.json's `budgets`).
// Run after `pnpm build`; deterministic, no server and no browser.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { budgetsOf, catalogSizes, catalogsOverBudget, firstLoads, formatKB, overBudget } from './first-load.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const budgets = budgetsOf(root);
const loads = firstLoads(root);

for (const [app, load] of Object.entries(loads)) {
  const budget = budgets[app] ?? {};
  const css = load.css.raw ? `, CSS ${formatKB(load.css.gzip)} (budget ${formatKB(budget.css ?? 0)})` : '';
  const blocking = load.blocking
    ? `, render-blocking CSS ${formatKB(load.blocking.css.gzip)} (budget ${formatKB(budget.blockingCss ?? 0)})`
    : '';
  console.log(`${app}: JS ${formatKB(load.js.gzip)} gzip (budget ${formatKB(budget.js ?? 0)})${css}${blocking}`);
}
const catalogs = catalogSizes(root);
for (const [app, languages] of Object.entries(catalogs)) {
  const sizes = (part) => Object.entries(languages).map(([code, gzip]) => `${code} ${formatKB(gzip[part])}`);
  const budget = budgets[app] ?? {};
  console.log(
    `${app} catalogs: first words ${sizes('first').join(', ')} gzip (budget ${formatKB(budget.firstWords ?? 0)} each), ` +
      `pages' ${sizes('pages').join(', ')} (budget ${formatKB(budget.catalog ?? 0)} each)`,
  );
}
const messages = [...overBudget(loads, budgets), ...catalogsOverBudget(catalogs, budgets)];
for (const message of messages) console.error(`Over budget: ${message}`);
process.exitCode = messages.length ? 1 : 0;
