import type { ComponentType } from 'react';
import { Link, useLocation } from 'react-router';

import { ChangePasswordForm } from './change-password-form';
import { PersonalDetailsForm } from './personal-details-form';
import { PROFILE_AREA, PROFILE_TABS, profileTabOf, type ProfileTab } from './profile-tabs';
import { PropertiesList } from './properties-list';

const PANELS: Record<ProfileTab, ComponentType> = {
  personal: PersonalDetailsForm,
  password: ChangePasswordForm,
  properties: PropertiesList,
};

/** The person's profile: one page per tab, each with its own heading, reached by the tabs' links. */
export function ProfilePage() {
  const { pathname } = useLocation();
  const active = PROFILE_TABS.find((candidate) => candidate.tab === profileTabOf(pathname)) ?? PROFILE_TABS[0];
  const Panel = PANELS[active.tab];
  return (
    <>
      <p className="margin-bottom-0 text-base-dark text-bold">{PROFILE_AREA}</p>
      <h1>{active.title}</h1>
      <nav aria-label={PROFILE_AREA} className="margin-bottom-3">
        <ul className="usa-button-group">
          {PROFILE_TABS.map(({ tab, title }) => (
            <li key={tab} className="usa-button-group__item">
              <Link
                to={`/users/profile/${tab}`}
                className={`usa-button${tab === active.tab ? '' : ' usa-button--outline'}`}
                aria-current={tab === active.tab ? 'page' : undefined}
              >
                {title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Panel />
    </>
  );
}
