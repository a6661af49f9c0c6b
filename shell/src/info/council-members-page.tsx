import { useQuery } from '@tanstack/react-query';

import { HubPage, langOf, QueryState, usePortal } from '@portal/shared';

import { useText } from '../text';
import { councilMembersQuery } from './info-queries';
import { PhoneLink } from './phone-link';

function initials(name: string) {
  return name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

export function CouncilMembersPage() {
  const { api } = usePortal();
  const query = useQuery(councilMembersQuery(api));
  const t = useText();
  return (
    <HubPage title={t('title.council')} lead={t('council.intro')}>
      <QueryState query={query} label={t('council.label')}>
        {() => (
          <ul className="usa-card-group">
            {query.data?.map((member) => (
              <li key={member.id} className="usa-card tablet:grid-col-6 desktop:grid-col-4">
                <div className="usa-card__container">
                  <div className="usa-card__header">
                    <h2 className="usa-card__heading">{member.name}</h2>
                    <p className="margin-y-05 text-base-dark" {...langOf(member)}>
                      {member.role} · {member.ward}
                    </p>
                  </div>
                  <div className="usa-card__media usa-card__media--inset">
                    <div className="usa-card__img portal-portrait">
                      {member.portrait_url ? (
                        <img
                          src={member.portrait_url}
                          alt={t('council.portrait', { name: member.name })}
                          width={160}
                          height={160}
                          loading="lazy"
                        />
                      ) : (
                        <span aria-hidden="true">{initials(member.name)}</span>
                      )}
                    </div>
                  </div>
                  <div className="usa-card__body">
                    <p {...langOf(member)}>{member.bio}</p>
                    <p>
                      {member.email && (
                        <>
                          <a href={`mailto:${member.email}`}>{member.email}</a>
                          <br />
                        </>
                      )}
                      {member.phone && (
                        <PhoneLink phone={member.phone} label={t('common.call', { name: member.name, phone: member.phone })} />
                      )}
                    </p>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </HubPage>
  );
}
