import { useQuery } from '@tanstack/react-query';

import { organizationQuery, QueryState, TextBlocks, usePortal } from '@portal/shared';

function OrganizationText({ title, pick }: { title: string; pick: 'about_us' | 'policies' }) {
  const { api } = usePortal();
  const query = useQuery(organizationQuery(api));
  return (
    <>
      <h1>{title}</h1>
      <QueryState query={query} label={title.toLowerCase()}>
        {() => <TextBlocks text={query.data?.[pick] ?? ''} />}
      </QueryState>
    </>
  );
}

export const AboutUsPage = () => <OrganizationText title="About us" pick="about_us" />;
export const PoliciesPage = () => <OrganizationText title="Policies" pick="policies" />;
