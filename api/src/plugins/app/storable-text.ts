import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { english, msg } from '../../i18n';
import { badRequest, type FieldMessages } from '../../lib/errors';

/**
 * NUL, which PostgreSQL text and jsonb cannot hold (the insert fails: a 500), and a UTF-16
 * surrogate without its pair, which has no UTF-8 form (the driver would store U+FFFD instead).
 * JSON can carry both as \u escapes, and a URL as %00.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const isUnstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);
const UNSTORABLE = msg('field.unstorable');
export const UNSTORABLE_TEXT = english(UNSTORABLE);

type Path = { key: string; parent: Path | undefined } | undefined;
const join = (path: Path): string => (path ? (path.parent ? `${join(path.parent)}.${path.key}` : path.key) : 'non_field_errors');

/** Adds an error for every string (value or key) of `value` that cannot be stored, by field path. */
function collect(value: unknown, errors: FieldMessages) {
  // A loop, not recursion: a JSON body may nest thousands of levels deep.
  const stack: Array<[unknown, Path]> = [[value, undefined]];
  const flag = (path: Path) => {
    const field = join(path);
    if (!errors[field]?.includes(UNSTORABLE)) (errors[field] ??= []).push(UNSTORABLE);
  };
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (isUnstorable(current)) flag(path);
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push([item, { key: String(index), parent: path }]));
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        const itemPath = { key, parent: path };
        if (isUnstorable(key)) flag(itemPath);
        stack.push([item, itemPath]);
      }
    }
  }
}

/**
 * Refuses text the database cannot store, in the body, query and path, with a 400 naming each
 * field, before validation and handlers see it: one rule for every route instead of one per field.
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (request: FastifyRequest) => {
      const errors: FieldMessages = {};
      for (const part of [request.params, request.query, request.body]) collect(part, errors);
      if (Object.keys(errors).length > 0) throw badRequest(errors);
    });
  },
  { name: 'storable-text', dependencies: ['error-handler'] },
);
