import { NavLink, useParams } from 'react-router';

import { ChangePasswordForm } from './change-password-form';
import { PersonalDetailsForm } from './personal-details-form';
import { PropertiesList } from './properties-list';

export const PROFILE_TABS = [
  { tab: 'personal', label: 'Personal details', Panel: PersonalDetailsForm },
  { tab: 'password', label: 'Password', Panel: ChangePasswordForm },
  { tab: 'properties', label: 'Properties', Panel: PropertiesList },
] as const;

export function ProfilePage() {
  const { tab = 'personal' } = useParams();
  const active = PROFILE_TABS.find((candidate) => candidate.tab === tab.toLowerCase()) ?? PROFILE_TABS[0];
  return (
    <>
      <h1>Your profile</h1>
      <nav aria-label="Profile sections" className="margin-bottom-3">
        <ul className="usa-button-group">
          {PROFILE_TABS.map(({ tab: name, label }) => (
            <li key={name} className="usa-button-group__item">
              <NavLink
                to={`/users/profile/${name}`}
                className={`usa-button${name === active.tab ? '' : ' usa-button--outline'}`}
                aria-current={name === active.tab ? 'page' : undefined}
              >
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="profile-section-title">
        <h2 id="profile-section-title">{active.label}</h2>
        <active.Panel />
      </section>
    </>
  );
}
