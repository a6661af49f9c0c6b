import { z } from 'zod';

import { msg, sayNow } from './messages';

/**
 * Zod's default for a missing field ("Invalid input: expected string, received undefined")
 * is written for developers; forms show these messages to residents. Messages a schema sets
 * itself still win over this one. English here; a request's answer says it in the request's
 * language (plugins/app/error-handler.ts).
 */
export function applyFriendlyZodMessages(): void {
  z.config({
    customError: (issue) => {
      if (issue.code !== 'invalid_type' || issue.input !== undefined) return undefined;
      return sayNow(msg((issue.path?.length ?? 0) > 0 ? 'field.required' : 'request.bodyRequired'));
    },
  });
}
