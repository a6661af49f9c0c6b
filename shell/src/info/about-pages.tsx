import { useQuery } from '@tanstack/react-query';

import { DetailPage, langOf, organizationQuery, QueryState, TextBlocks, usePortal } from '@portal/shared';

import { useText } from '../text';

/** The organization's own text on a page of its own: `title` and `label` are ids of the shell's catalogs. */
function OrganizationText({ title, label, pick }: { title: string; label: string; pick: 'about_us' | 'policies' }) {
  const { api } = usePortal();
  const query = useQuery(organizationQuery(api));
  const t = useText();
  return (
    <DetailPage title={t(title)}>
      <QueryState query={query} label={t(label)}>
        {() => <TextBlocks text={query.data?.[pick] ?? ''} {...langOf(query.data)} />}
      </QueryState>
    </DetailPage>
  );
}

export const AboutUsPage = () => <OrganizationText title="title.about" label="about.label" pick="about_us" />;
export const PoliciesPage = () => <OrganizationText title="title.policies" label="policies.label" pick="policies" />;
