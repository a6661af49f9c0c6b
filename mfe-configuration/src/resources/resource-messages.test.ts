import { describe, expect, it } from 'vitest';

import { kitText } from '@portal/shared';
import { CONFIG_RESOURCES, CONFIG_SCHEMAS, type ConfigResourceName } from '@portal/shared/contracts';

import { toFormValues, toInput } from './resource-values';

/** Text a form can hold that some rule refuses: empty, too long, out of range, malformed. */
const BAD_TEXT = ['', ' ', 'x'.repeat(30_000), '-1', '99999999999', '1.5', 'not a value', 'ftp://example.org', '2026-13-45T99:99'];

/** A message as a person reads it: a contract's message id in the kit's catalogs (English here), with the values it names. */
const said = (issue: { message: string; params?: Record<string, unknown> }) =>
  kitText.has(issue.message) ? kitText.text(issue.message, { ...issue, ...issue.params }) : issue.message;

/** Every message a configuration form can show says what to do, as a sentence: never a library's default text. */
describe('configuration form messages', () => {
  for (const name of Object.keys(CONFIG_RESOURCES) as ConfigResourceName[]) {
    it(`${name}: every refusal is worded for people`, () => {
      const resource = CONFIG_RESOURCES[name];
      const schema = CONFIG_SCHEMAS[name].input;
      const messages = new Set<string>();
      for (const field of resource.fields) {
        for (const text of BAD_TEXT) {
          const values = { ...toFormValues(resource, undefined), [field.name]: text };
          const result = schema.safeParse(toInput(resource, values));
          if (!result.success) for (const issue of result.error.issues) messages.add(said(issue));
        }
      }
      for (const message of messages) {
        expect(message, message).toMatch(/^[A-Z].*[.]$/);
        expect(message, message).not.toMatch(/Invalid|expected|Too (big|small)|received/);
      }
    });
  }
});
