import { Link, useNavigate, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { QueryState, notify, usePortal } from '@portal/shared';
import { accountKeys, propertyQuery } from './account-queries';
import { PropertyForm } from './property-form';

const BACK = (
  <p>
    <Link to="/users/profile/properties">Back to your properties</Link>
  </p>
);

export function CreatePropertyPage() {
  return (
    <>
      <h1>Add a property</h1>
      {BACK}
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
      await queryClient.invalidateQueries({ queryKey: accountKeys.properties });
      notify('success', 'The property is removed.');
      navigate('/users/profile/properties');
    } catch (error) {
      notify('error', error instanceof Error ? error.message : 'The property could not be removed.');
    }
  }

  return (
    <>
      <h1>Edit property</h1>
      {BACK}
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
