import { z } from 'zod';

/**
 * Zod's default for a missing field ("Invalid input: expected string, received undefined")
 * is written for developers; forms show these messages to residents. Messages a schema sets
 * itself still win over this one.
 */
export function applyFriendlyZodMessages(): void {
  z.config({
    customError: (issue) => {
      if (issue.code !== 'invalid_type' || issue.input !== undefined) return undefined;
      return (issue.path?.length ?? 0) > 0 ? 'This field is required.' : 'A JSON body is required.';
    },
  });
}
