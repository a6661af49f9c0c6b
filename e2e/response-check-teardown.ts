import { existsSync, readFileSync } from 'node:fs';

/**
 * Fails the run when the API answered anything its OpenAPI document does not declare: the API,
 * started with RESPONSE_CHECK_FILE, records each such answer there (api/src/plugins/app/response-check.ts).
 */
export default function responseCheckTeardown() {
  const file = process.env.E2E_RESPONSE_CHECK_FILE;
  if (!file || !existsSync(file)) return;
  const violations = readFileSync(file, 'utf8').split('\n').filter(Boolean);
  if (violations.length > 0) {
    throw new Error(`${violations.length} API answers outside the OpenAPI document (${file}):\n${violations.slice(0, 50).join('\n')}`);
  }
}
