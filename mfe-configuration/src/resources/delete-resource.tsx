import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

import { useApi, withConfirmation } from '@portal/shared';
import { RemoveAction } from '@portal/shared/actions';
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
  // `remove.delete.*` or `remove.deactivate.*`: what removal does to this resource.
  const removal = resource.removal === 'delete' ? 'delete' : 'deactivate';
  return (
    <RemoveAction
      words={{
        heading: words.word('remove.heading'),
        button: words.word('remove.button'),
        confirm: t(`remove.${removal}.confirm`),
        yes: t(`remove.${removal}.yes`),
        keep: t('remove.keep'),
      }}
      remove={() => api.delete(resourceUrl(name, itemKey))}
      onRemoved={async () => {
        // Stale, not fetched now: the page of what is gone is still open, and asking for it again
        // would only be a 404. The list fetches afresh when it opens.
        await queryClient.invalidateQueries({ queryKey: resourceKeys.all(name), refetchType: 'none' });
        navigate(
          backTo,
          withConfirmation({ title: words.word('removed'), text: t(`remove.${removal}.done`, { name: itemName(resource, item) }) }),
        );
      }}
    />
  );
}
