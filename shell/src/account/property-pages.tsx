import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';

import { FormPage, QueryState, usePortal, withConfirmation, type Translate } from '@portal/shared';
import { RemoveAction } from '@portal/shared/actions';

import { useText } from '../text';
import { accountKeys, propertyQuery } from './account-queries';
import { PROFILE_AREA, PROFILE_TABS } from './profile-tabs';
import { PropertyForm } from './property-form';

/** The way back to the person's properties, in the page's language. */
const trail = (t: Translate) => [
  { to: '/users/profile', label: t(PROFILE_AREA) },
  { to: '/users/profile/properties', label: t(PROFILE_TABS[2].title) },
];

export function CreatePropertyPage() {
  const t = useText();
  return (
    <FormPage title={t('title.createProperty')} breadcrumbs={trail(t)}>
      <PropertyForm />
    </FormPage>
  );
}

export function EditPropertyPage() {
  const id = Number(useParams().id);
  const { api } = usePortal();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useQuery(propertyQuery(api, id));
  const t = useText();

  return (
    <FormPage title={t('title.editProperty')} breadcrumbs={trail(t)}>
      <QueryState query={query} label={t('property.label')}>
        {() => (
          <>
            <PropertyForm key={query.dataUpdatedAt} property={query.data} />
            <RemoveAction
              words={{
                heading: t('property.remove.heading'),
                button: t('property.remove'),
                confirm: t('property.remove.confirm'),
                yes: t('property.remove.yes'),
                keep: t('property.remove.keep'),
              }}
              remove={() => api.delete(`/users/properties/${id}/`)}
              onRemoved={async () => {
                // Stale, not fetched now: this page's own property is gone. The list fetches afresh when it opens.
                await queryClient.invalidateQueries({ queryKey: accountKeys.properties, refetchType: 'none' });
                const address = query.data?.address_line1;
                navigate(
                  '/users/profile/properties',
                  withConfirmation({
                    title: t('property.removed.title'),
                    text: address ? t('property.removed.text', { address }) : t('property.removed.textNoAddress'),
                  }),
                );
              }}
            />
          </>
        )}
      </QueryState>
    </FormPage>
  );
}
