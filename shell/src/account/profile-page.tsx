import type { ComponentType } from 'react';
import { useLocation } from 'react-router';

import { FormPage, ListPage, SavedConfirmation, useConfirmation } from '@portal/shared';

import { useText } from '../text';
import { ChangePasswordForm } from './change-password-form';
import { PersonalDetailsForm } from './personal-details-form';
import { PROFILE_AREA, PROFILE_TABS, profileTabOf, type ProfileTab } from './profile-tabs';
import { PropertiesList } from './properties-list';

const PANELS: Record<ProfileTab, ComponentType> = {
  personal: PersonalDetailsForm,
  password: ChangePasswordForm,
  properties: PropertiesList,
};

/** The person's profile: one page per tab, each with its own heading, reached by the tabs' links under it. */
export function ProfilePage() {
  const { pathname } = useLocation();
  const active = PROFILE_TABS.find((candidate) => candidate.tab === profileTabOf(pathname)) ?? PROFILE_TABS[0];
  const Panel = PANELS[active.tab];
  const confirmation = useConfirmation();
  const t = useText();
  // The properties tab lists, the others are forms.
  const Template = active.tab === 'properties' ? ListPage : FormPage;
  return (
    <Template
      title={t(active.title)}
      subNav={{
        label: t(PROFILE_AREA),
        items: PROFILE_TABS.map(({ tab, title }) => ({ to: `/users/profile/${tab}`, text: t(title), current: tab === active.tab })),
      }}
      notice={<SavedConfirmation confirmation={confirmation} inPlace={confirmation?.inPlace} />}
    >
      <Panel />
    </Template>
  );
}
