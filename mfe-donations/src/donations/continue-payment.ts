import { useMutation, useQueryClient } from '@tanstack/react-query';

import { useApi } from '@portal/shared';
import { donationCheckoutSchema } from '@portal/shared/contracts';

import { donationKeys } from './get-donations';

/**
 * Back to the payment page of a donation still awaiting payment; the API answers with the same
 * checkout. A refusal (it was paid or ended meanwhile) is the mutation's error, shown on the page,
 * and the list is read again to show the donation's status now.
 */
export function useContinuePayment() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reference: string) =>
      api.post(`/donations/${encodeURIComponent(reference)}/checkout/`, undefined, { schema: donationCheckoutSchema }),
    onSuccess: ({ checkout_url }) => window.location.assign(checkout_url),
    onError: () => void queryClient.invalidateQueries({ queryKey: donationKeys.mine() }),
  });
}
