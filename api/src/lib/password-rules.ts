import { readFileSync } from 'node:fs';

import { msg, type Message } from './messages';

// The 100,000 most common passwords of 8+ characters, lower-cased (scripts/common-passwords.ts).
// Read when the module loads, so a missing file stops the start rather than a registration.
const COMMON = new Set(
  readFileSync(new URL('../../data/common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter(Boolean),
);

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}

/**
 * What is wrong with a new password beyond its length (which the contract checks): ASVS 2.1.7
 * asks for a check against breached passwords, and the email is the first thing an attacker tries.
 */
export function passwordProblems(password: string, email: string): Message[] {
  const problems: Message[] = [];
  // The contract's PASSWORD_TOO_COMMON and PASSWORD_IS_EMAIL.
  if (isCommonPassword(password)) problems.push(msg('password.tooCommon'));
  if (password.trim().toLowerCase() === email.trim().toLowerCase()) problems.push(msg('password.isEmail'));
  return problems;
}
