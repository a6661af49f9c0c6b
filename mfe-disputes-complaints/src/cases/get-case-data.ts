import { queryOptions } from '@tanstack/react-query';
import { listSchema, propertySchema, type ApiClient } from '@portal/shared';

/** The person's own properties, to name the one a case is about. */
export function myPropertiesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['cases', 'my-properties'],
    queryFn: ({ signal }) => api.get('/users/properties/', { schema: listSchema(propertySchema), signal }),
  });
}
