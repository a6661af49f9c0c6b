import { Link } from 'react-router';

const SERVICES = [
  { to: '/complaints/lodge', title: 'Report a problem', text: 'Potholes, streetlights, missed collections, graffiti, noise, leaks.' },
  { to: '/services/disputes', title: 'Dispute a bill', text: 'Water, electricity or property rates you think are wrong.' },
  { to: '/complaints', title: 'Follow your complaints', text: 'The status and history of every problem you reported.' },
  { to: '/disputes', title: 'Follow your disputes', text: 'Decisions on your disputes, and appeals.' },
  { to: '/contact-us', title: 'Ask for something else', text: 'Write to the municipality and get a reference number.' },
];

export function ServicesPage() {
  return (
    <>
      <h1>Services</h1>
      <p className="usa-intro">Report a problem, dispute a bill, and follow what happens.</p>
      <ul className="usa-card-group">
        {SERVICES.map((service) => (
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
