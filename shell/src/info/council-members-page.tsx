import { useQuery } from '@tanstack/react-query';

import { QueryState, usePortal } from '@portal/shared';

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
  return (
    <>
      <h1>Council members</h1>
      <p className="usa-intro">Your elected council, by ward. Write or call them about matters in your ward.</p>
      <QueryState query={query} label="the council members">
        {() => (
          <ul className="usa-card-group">
            {query.data?.map((member) => (
              <li key={member.id} className="usa-card tablet:grid-col-6 desktop:grid-col-4">
                <div className="usa-card__container">
                  <div className="usa-card__header">
                    <h2 className="usa-card__heading">{member.name}</h2>
                    <p className="margin-y-05 text-base-dark">
                      {member.role} · {member.ward}
                    </p>
                  </div>
                  <div className="usa-card__media usa-card__media--inset">
                    <div className="usa-card__img portal-portrait">
                      {member.portrait_url ? (
                        <img src={member.portrait_url} alt={`Portrait of ${member.name}`} width={160} height={160} loading="lazy" />
                      ) : (
                        <span aria-hidden="true">{initials(member.name)}</span>
                      )}
                    </div>
                  </div>
                  <div className="usa-card__body">
                    <p>{member.bio}</p>
                    <p>
                      {member.email && (
                        <>
                          <a href={`mailto:${member.email}`}>{member.email}</a>
                          <br />
                        </>
                      )}
                      {member.phone && <PhoneLink phone={member.phone} label={`Call ${member.name}: ${member.phone}`} />}
                    </p>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </>
  );
}
