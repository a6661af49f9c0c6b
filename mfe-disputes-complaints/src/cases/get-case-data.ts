import { queryOptions } from '@tanstack/react-query';

import type { ApiClient } from '@portal/shared';
import { listSchema, propertySchema } from '@portal/shared/contracts';

export const caseDataKeys = {
  myProperties: ['cases', 'my-properties'] as const,
};

/** The person's own properties, to name the one a case is about. */
export function myPropertiesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: caseDataKeys.myProperties,
    queryFn: ({ signal }) => api.get('/users/properties/', { schema: listSchema(propertySchema), signal }),
  });
}
