import { describe, expect, it } from 'vitest';

import { ApiError, retryReadOnce } from './api-error';

describe('retryReadOnce', () => {
  it('tries a read again once when the server failed or could not be reached', () => {
    for (const error of [new ApiError(500, 'boom'), new ApiError(503, 'draining'), new ApiError(0, 'offline'), new Error('parse')]) {
      expect(retryReadOnce(0, error)).toBe(true);
      expect(retryReadOnce(1, error)).toBe(false);
    }
  });

  it('never asks again after a 4xx answer, which would only repeat', () => {
    for (const status of [400, 401, 403, 404, 429]) expect(retryReadOnce(0, new ApiError(status, 'no'))).toBe(false);
  });
});
