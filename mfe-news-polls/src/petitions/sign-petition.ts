import { useMutation, useQueryClient } from '@tanstack/react-query';

import { useApi } from '@portal/shared';
import { signatureResultSchema, type Petition } from '@portal/shared/contracts';

import { petitionKeys } from './get-petitions';

/**
 * One signature per person (a unique constraint); the count updates at once from the answer. The
 * page shows the outcome (a confirmation panel, or what went wrong) where the person is.
 */
export function useSignPetition(id: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(`/petitions/${id}/sign/`, {}, { schema: signatureResultSchema }),
    onSuccess: (result) => {
      queryClient.setQueryData(petitionKeys.detail(id), (petition: Petition | undefined) =>
        petition ? { ...petition, ...result } : petition,
      );
      return queryClient.invalidateQueries({ queryKey: petitionKeys.list() });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: petitionKeys.all }),
  });
}
