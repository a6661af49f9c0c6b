import { useMutation, useQueryClient } from '@tanstack/react-query';

import { bus, isApiError, notify, useApi } from '@portal/shared';
import { ALREADY_SIGNED, signatureResultSchema, type Petition } from '@portal/shared/contracts';

import { petitionKeys } from './get-petitions';

/** One signature per person (a unique constraint); the count updates at once from the answer. */
export function useSignPetition(id: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(`/petitions/${id}/sign/`, {}, { schema: signatureResultSchema }),
    onSuccess: (result) => {
      queryClient.setQueryData(petitionKeys.detail(id), (petition: Petition | undefined) =>
        petition ? { ...petition, ...result } : petition,
      );
      bus.emit('petition:signed', { id, signature_count: result.signature_count });
      notify('success', 'Thank you, your signature is added.');
      return queryClient.invalidateQueries({ queryKey: petitionKeys.list() });
    },
    onError: (error) => {
      notify(isApiError(error) && error.message === ALREADY_SIGNED ? 'info' : 'error', error.message);
      return queryClient.invalidateQueries({ queryKey: petitionKeys.all });
    },
  });
}
