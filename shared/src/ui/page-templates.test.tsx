import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';

import { ConfirmationPage, DetailPage, HubPage, ListPage } from './page-templates';

/** The page's parts as they come in the document: breadcrumbs, h1, sub-navigation, notice, lead, body. */
function order(container: HTMLElement) {
  const marks: [string, string][] = [
    ['breadcrumbs', 'nav.usa-breadcrumb'],
    ['h1', 'h1'],
    ['subNav', 'nav[aria-label="Filter"]'],
    ['notice', '[data-part="notice"]'],
    ['lead', '.portal-page__lead'],
    ['actions', '.portal-page__actions'],
    ['body', '[data-part="body"]'],
  ];
  const found = marks.map(([name, selector]) => [name, container.querySelector(selector)] as const).filter(([, element]) => element);
  return found.sort(([, a], [, b]) => (a!.compareDocumentPosition(b!) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1)).map(([name]) => name);
}

it('puts every part in the one order, whatever order the page gives them in', () => {
  const { container } = render(
    <MemoryRouter initialEntries={['/projects']}>
      <ListPage
        actions={<a href="/projects/new">Add a project</a>}
        lead="Projects the city is planning, building and has finished."
        notice={<p data-part="notice">Project saved</p>}
        subNav={{ label: 'Filter', items: [{ to: '/projects', text: 'All' }] }}
        breadcrumbs={[{ to: '/', label: 'Home' }]}
        title="Projects"
      >
        <p data-part="body">The list</p>
      </ListPage>
    </MemoryRouter>,
  );
  expect(order(container)).toEqual(['breadcrumbs', 'h1', 'subNav', 'notice', 'lead', 'actions', 'body']);
  expect(screen.getByRole('heading', { level: 1, name: 'Projects' })).toBeTruthy();
  // A string lead is the page's intro paragraph; the crumb of the page itself is its title.
  expect(container.querySelector('p.usa-intro.portal-page__lead')?.textContent).toMatch(/^Projects the city/);
  expect(container.querySelector('[aria-current="page"]')?.textContent).toBe('Projects');
});

it("marks a content title's language, and draws a richer heading with the same words", () => {
  render(
    <DetailPage
      title="Dispute: Factura de agua"
      heading={
        <>
          Dispute: <span lang="es">Factura de agua</span>
        </>
      }
      titleId="case-title"
    >
      <p>Body</p>
    </DetailPage>,
  );
  const heading = screen.getByRole('heading', { level: 1, name: 'Dispute: Factura de agua' });
  expect(heading.id).toBe('case-title');
  expect(heading.querySelector('[lang="es"]')?.textContent).toBe('Factura de agua');
});

it("sets a detail's actions beside its body, named, only when it has some", () => {
  const { container, rerender } = render(
    <DetailPage title="Your complaint" aside={<button type="button">Withdraw</button>} asideLabel="What you can do">
      <p>Body</p>
    </DetailPage>,
  );
  expect(screen.getByRole('complementary', { name: 'What you can do' })).toBeTruthy();
  rerender(
    <DetailPage title="Your complaint">
      <p>Body</p>
    </DetailPage>,
  );
  expect(container.querySelector('aside')).toBeNull();
});

it("draws a hub's choices as link cards, and a confirmation's panel as the page's h1", () => {
  render(
    <MemoryRouter>
      <HubPage title="Support" cards={[{ to: '/contact-us', title: 'Contact us', text: 'Write to the city.' }]} />
      <ConfirmationPage title="Message sent" reference="MSG-0042">
        <p>We answer within two working days.</p>
      </ConfirmationPage>
    </MemoryRouter>,
  );
  expect(screen.getByRole('link', { name: 'Contact us' }).closest('.usa-card-group')).toBeTruthy();
  expect(screen.getByRole('heading', { level: 1, name: 'Message sent' }).closest('.portal-panel')).toBeTruthy();
  expect(screen.getByText('MSG-0042')).toBeTruthy();
});
