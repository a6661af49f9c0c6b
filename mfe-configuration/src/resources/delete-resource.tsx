import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { Alert, useApi, withConfirmation } from '@portal/shared';
import { CONFIG_RESOURCES, type ConfigItem, type ConfigResource, type ConfigResourceName } from '@portal/shared/contracts';

import { capitalized } from '../lists/capitalized';
import { resourceKeys, resourceUrl } from './resource-queries';
import { itemName } from './resource-values';

/**
 * Removal asks once more before it happens. The API refuses to delete what is still in use and
 * says why; that answer is shown here as it is.
 */
type DeleteResourceProps = { name: ConfigResourceName; item: ConfigItem; itemKey: string; backTo: string };

export function DeleteResource({ name, item, itemKey, backTo }: DeleteResourceProps) {
  const resource: ConfigResource = CONFIG_RESOURCES[name];
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const verb = resource.removal === 'delete' ? 'Delete' : 'Deactivate';
  const remove = useMutation({
    mutationFn: () => api.delete(resourceUrl(name, itemKey)),
    onSuccess: async () => {
      // Stale, not fetched now: the page of what is gone is still open, and asking for it again
      // would only be a 404. The list fetches afresh when it opens.
      await queryClient.invalidateQueries({ queryKey: resourceKeys.all(name), refetchType: 'none' });
      const deleted = resource.removal === 'delete';
      navigate(
        backTo,
        withConfirmation({
          title: `${capitalized(resource.singular)} ${deleted ? 'deleted' : 'deactivated'}`,
          text: deleted ? `${itemName(resource, item)} is no longer in the list.` : `Residents no longer see ${itemName(resource, item)}.`,
        }),
      );
    },
  });
  return (
    <section className="margin-top-5 border-top-1px border-base-lighter padding-top-2" aria-labelledby="remove-heading">
      <h2 id="remove-heading">
        {verb} this {resource.singular}
      </h2>
      {remove.error && (
        <Alert type="error" role="alert">
          <p>{remove.error.message}</p>
        </Alert>
      )}
      {confirming ? (
        <>
          <p>Are you sure? {resource.removal === 'delete' ? 'This cannot be undone.' : 'Residents will no longer see it.'}</p>
          <button type="button" className="usa-button usa-button--secondary" disabled={remove.isPending} onClick={() => remove.mutate()}>
            Yes, {verb.toLowerCase()} it
          </button>
          <button type="button" className="usa-button usa-button--outline" onClick={() => setConfirming(false)}>
            Keep it
          </button>
        </>
      ) : (
        <button type="button" className="usa-button usa-button--secondary" onClick={() => setConfirming(true)}>
          {verb} {resource.singular}
        </button>
      )}
    </section>
  );
}
