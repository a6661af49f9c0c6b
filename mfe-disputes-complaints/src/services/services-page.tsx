import { LinkCards } from '@portal/shared';

const SERVICES = [
  { to: '/complaints/lodge', title: 'Report a problem', text: 'Potholes, streetlights, missed collections, graffiti, noise, leaks.' },
  { to: '/services/disputes', title: 'Dispute a bill', text: 'Water, electricity or property rates you think are wrong.' },
  { to: '/complaints', title: 'My complaints', text: 'The status and history of every problem you reported.' },
  { to: '/disputes', title: 'My disputes', text: 'Decisions on your disputes.' },
  { to: '/disputes/appeals', title: 'My appeals', text: 'Appeals of rejected disputes, and their decisions.' },
  { to: '/contact-us', title: 'Contact us', text: 'For anything else: write to the municipality and get a reference number.' },
];

export function ServicesPage() {
  return (
    <>
      <h1>Services</h1>
      <p className="usa-intro">Report a problem, dispute a bill, and follow what happens.</p>
      <LinkCards cards={SERVICES} />
    </>
  );
}
