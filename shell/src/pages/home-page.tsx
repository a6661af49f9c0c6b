import { Link } from 'react-router';
import { usePortal } from '@portal/shared';

const SERVICES = [
  { to: '/news', title: 'News', text: 'Announcements and updates from the municipality.' },
  { to: '/complaints', title: 'Complaints', text: 'Report a problem and follow what happens to it.' },
  { to: '/donations', title: 'Donations', text: 'Support local causes and see your receipts.' },
];

export function HomePage() {
  const { session } = usePortal();
  const name = session.account?.first_name;
  const services = session.isSuperuser
    ? [...SERVICES, { to: '/configuration/news', title: 'Configuration', text: 'Manage the portal’s content.' }]
    : SERVICES;
  return (
    <>
      <h1>{name ? `Welcome, ${name}` : 'Welcome'}</h1>
      <p className="usa-intro">What would you like to do today?</p>
      <ul className="usa-card-group">
        {services.map((service) => (
          <li key={service.to} className="usa-card tablet:grid-col-6 desktop:grid-col-4">
            <div className="usa-card__container">
              <div className="usa-card__header">
                <h2 className="usa-card__heading">
                  <Link to={service.to}>{service.title}</Link>
                </h2>
              </div>
              <div className="usa-card__body">
                <p>{service.text}</p>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
