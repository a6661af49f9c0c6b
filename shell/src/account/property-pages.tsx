import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';

import { Breadcrumbs, notify, QueryState, usePortal, withConfirmation } from '@portal/shared';

import { accountKeys, propertyQuery } from './account-queries';
import { PROFILE_AREA, PROFILE_TABS } from './profile-tabs';
import { PropertyForm } from './property-form';

const TRAIL = [
  { to: '/users/profile', label: PROFILE_AREA },
  { to: '/users/profile/properties', label: PROFILE_TABS[2].title },
];

export function CreatePropertyPage() {
  return (
    <>
      <Breadcrumbs trail={TRAIL} current="Add a property" />
      <h1>Add a property</h1>
      <PropertyForm />
    </>
  );
}

export function EditPropertyPage() {
  const id = Number(useParams().id);
  const { api } = usePortal();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useQuery(propertyQuery(api, id));

  async function remove() {
    if (!window.confirm('Remove this property from your profile?')) return;
    try {
      await api.delete(`/users/properties/${id}/`);
      // Stale, not fetched now: this page's own property is gone. The list fetches afresh when it opens.
      await queryClient.invalidateQueries({ queryKey: accountKeys.properties, refetchType: 'none' });
      const address = query.data?.address_line1;
      navigate(
        '/users/profile/properties',
        withConfirmation({
          title: 'Property removed',
          text: address ? `${address} is no longer one of your properties.` : 'The property is removed.',
        }),
      );
    } catch (error) {
      notify('error', error instanceof Error ? error.message : 'The property could not be removed.');
    }
  }

  return (
    <>
      <Breadcrumbs trail={TRAIL} current="Edit property" />
      <h1>Edit property</h1>
      <QueryState query={query} label="the property">
        {() => (
          <>
            <PropertyForm key={query.dataUpdatedAt} property={query.data} />
            <button type="button" className="usa-button usa-button--secondary margin-top-4" onClick={remove}>
              Remove property
            </button>
          </>
        )}
      </QueryState>
    </>
  );
}
