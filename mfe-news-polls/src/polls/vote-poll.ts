import { useMutation, useQueryClient } from '@tanstack/react-query';

import { bus, isApiError, notify, useApi } from '@portal/shared';
import { ALREADY_VOTED, pollSchema, type Poll } from '@portal/shared/contracts';

import { pollKeys } from './get-polls';

/** One vote per person: the database refuses a second; a retry or double click gets the results. */
export function useVotePoll(slug: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (optionId: number) => api.post(`/polls/${encodeURIComponent(slug)}/vote/`, { option_id: optionId }, { schema: pollSchema }),
    onSuccess: (poll: Poll) => {
      queryClient.setQueryData(pollKeys.detail(slug), poll);
      bus.emit('poll:voted', { slug });
      notify('success', 'Thank you, your vote is counted.');
      return queryClient.invalidateQueries({ queryKey: pollKeys.list() });
    },
    onError: (error) => {
      if (isApiError(error) && error.message === ALREADY_VOTED) notify('info', ALREADY_VOTED);
      else notify('error', error.message);
      return queryClient.invalidateQueries({ queryKey: pollKeys.all });
    },
  });
}
