import { useMutation, useQueryClient } from '@tanstack/react-query';

import { useApi } from '@portal/shared';
import { pollSchema, type Poll } from '@portal/shared/contracts';

import { pollKeys } from './get-polls';

/**
 * One vote per person: the database refuses a second; a retry or double click gets the results.
 * The page shows the outcome (a confirmation panel, or what went wrong) where the person is.
 */
export function useVotePoll(slug: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (optionId: number) => api.post(`/polls/${encodeURIComponent(slug)}/vote/`, { option_id: optionId }, { schema: pollSchema }),
    onSuccess: (poll: Poll) => {
      queryClient.setQueryData(pollKeys.detail(slug), poll);
      return queryClient.invalidateQueries({ queryKey: pollKeys.list() });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: pollKeys.all }),
  });
}
