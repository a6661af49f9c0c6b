import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { Alert, failureMessage, useApi, withConfirmation } from '@portal/shared';
import { CONFIG_RESOURCES, type ConfigItem, type ConfigResource, type ConfigResourceName } from '@portal/shared/contracts';

import { useText } from '../text';
import { resourceKeys, resourceUrl } from './resource-queries';
import { resourceWords } from './resource-text';
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
  const t = useText();
  const words = resourceWords(t, resource);
  const [confirming, setConfirming] = useState(false);
  // `remove.delete.*` or `remove.deactivate.*`: what removal does to this resource.
  const removal = resource.removal === 'delete' ? 'delete' : 'deactivate';
  const remove = useMutation({
    mutationFn: () => api.delete(resourceUrl(name, itemKey)),
    onSuccess: async () => {
      // Stale, not fetched now: the page of what is gone is still open, and asking for it again
      // would only be a 404. The list fetches afresh when it opens.
      await queryClient.invalidateQueries({ queryKey: resourceKeys.all(name), refetchType: 'none' });
      navigate(
        backTo,
        withConfirmation({ title: words.word('removed'), text: t(`remove.${removal}.done`, { name: itemName(resource, item) }) }),
      );
    },
  });
  return (
    <section className="margin-top-5 border-top-1px border-base-lighter padding-top-2" aria-labelledby="remove-heading">
      <h2 id="remove-heading">{words.word('remove.heading')}</h2>
      {remove.error && (
        <Alert type="error" role="alert">
          <p>{failureMessage(remove.error)}</p>
        </Alert>
      )}
      {confirming ? (
        <>
          <p>{t(`remove.${removal}.confirm`)}</p>
          <button type="button" className="usa-button usa-button--secondary" disabled={remove.isPending} onClick={() => remove.mutate()}>
            {t(`remove.${removal}.yes`)}
          </button>
          <button type="button" className="usa-button usa-button--outline" onClick={() => setConfirming(false)}>
            {t('remove.keep')}
          </button>
        </>
      ) : (
        <button type="button" className="usa-button usa-button--secondary" onClick={() => setConfirming(true)}>
          {words.word('remove.button')}
        </button>
      )}
    </section>
  );
}
