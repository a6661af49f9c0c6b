import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';

import { failureMessage, FormPage, isApiError, notify, QueryState, usePortal, withConfirmation, type Translate } from '@portal/shared';

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

  async function remove() {
    if (!window.confirm(t('property.remove.confirm'))) return;
    try {
      await api.delete(`/users/properties/${id}/`);
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
    } catch (error) {
      notify('error', isApiError(error) ? failureMessage(error) : t('property.remove.failed'));
    }
  }

  return (
    <FormPage title={t('title.editProperty')} breadcrumbs={trail(t)}>
      <QueryState query={query} label={t('property.label')}>
        {() => (
          <>
            <PropertyForm key={query.dataUpdatedAt} property={query.data} />
            <button type="button" className="usa-button usa-button--secondary margin-top-4" onClick={remove}>
              {t('property.remove')}
            </button>
          </>
        )}
      </QueryState>
    </FormPage>
  );
}
