import type { Profile } from '../contracts/profile';

/** A resident with a complete profile, as `GET /users/profile/` answers. */
export const residentProfile: Profile = {
  id: 7,
  email: 'rosa@example.org',
  first_name: 'Rosa',
  last_name: 'Martinez',
  is_superuser: false,
  is_admin: false,
  ownership: 'owner',
  primary_contact: '555-0100',
  identification_type: 'passport',
  identification_number: 'X123',
};

/** A super user (staff), who has filled in nothing beyond a name. */
export const staffProfile: Profile = {
  id: 1,
  email: 'super@example.org',
  first_name: 'Sam',
  last_name: 'Staff',
  is_superuser: true,
  is_admin: false,
  ownership: null,
  primary_contact: null,
  identification_type: null,
  identification_number: null,
};
