import type { ReactNode } from 'react';

import { Breadcrumbs, type Crumb } from './breadcrumbs';
import { ConfirmationPanel, type ConfirmationPanelProps } from './confirmation-panel';
import { LinkCards, type LinkCard } from './link-cards';
import { SubNav, type SubNavProps } from './sub-nav';

/** What every page has above its body, always in this order: breadcrumbs, h1, sub-navigation, notice, lead. */
export type PageHeadProps = {
  /** The page's one h1, and so its tab's title. */
  title: string;
  /** The title's language when it is content written in another (`langOf(item)`). */
  titleLang?: { lang?: string };
  /** The h1 drawn richer than `title` says it (a part in the content's language marked): the same words. */
  heading?: ReactNode;
  /** The h1's id, for a region the page names by it. */
  titleId?: string;
  /** The pages above this one, each a link; this page's own crumb is its title unless `crumb` is shorter. */
  breadcrumbs?: readonly Crumb[];
  crumb?: string;
  /** Navigation among sibling pages (a profile's tabs, a list's filters): always under the h1. */
  subNav?: SubNavProps;
  /** What just happened or what was kept (a saved confirmation, a draft's note): above the lead. */
  notice?: ReactNode;
  /** The page's first words, in the larger type: a string is one paragraph. */
  lead?: ReactNode;
};

type Kind = 'hub' | 'list' | 'detail' | 'form';

function Page({ kind, head, children }: { kind: Kind; head: PageHeadProps; children: ReactNode }) {
  const { title, titleLang, heading, titleId, breadcrumbs, crumb, subNav, notice, lead } = head;
  return (
    <div className={`portal-page portal-page--${kind}`}>
      {breadcrumbs && <Breadcrumbs trail={breadcrumbs} current={crumb ?? title} />}
      <h1 id={titleId} {...titleLang}>
        {heading ?? title}
      </h1>
      {subNav && <SubNav {...subNav} />}
      {notice}
      {lead !== undefined &&
        (typeof lead === 'string' ? (
          <p className="usa-intro portal-page__lead">{lead}</p>
        ) : (
          <div className="portal-page__lead">{lead}</div>
        ))}
      {children}
    </div>
  );
}

/** The way on a list or a detail page offers (add, edit, withdraw): buttons and links side by side. */
function Actions({ children }: { children: ReactNode }) {
  return children ? <div className="portal-page__actions">{children}</div> : null;
}

/** A hub: the lead, then a card for each choice (`cards`), or the hub's own cards (home's widgets) as children. */
export function HubPage({ cards, children, ...head }: PageHeadProps & { cards?: readonly LinkCard[]; children?: ReactNode }) {
  return (
    <Page kind="hub" head={head}>
      {cards && <LinkCards cards={cards} />}
      {children}
    </Page>
  );
}

/** A list: its actions (add one), then filters, results and pager as the body. */
export function ListPage({ actions, children, ...head }: PageHeadProps & { actions?: ReactNode; children: ReactNode }) {
  return (
    <Page kind="list" head={head}>
      <Actions>{actions}</Actions>
      {children}
    </Page>
  );
}

/** The body, and beside it on a desktop (under it on a phone) what the page offers besides. */
function Columns({ aside, asideLabel, children }: { aside?: ReactNode; asideLabel?: string; children: ReactNode }) {
  if (!aside) return <>{children}</>;
  return (
    <div className="portal-page__columns">
      <div className="portal-page__body">{children}</div>
      <aside className="portal-page__aside" aria-label={asideLabel}>
        {aside}
      </aside>
    </div>
  );
}

type AsideProps = {
  /** Beside the body on a desktop, under it on a phone: a detail's actions, a form's other ways to reach us. */
  aside?: ReactNode;
  /** The aside's name when it has no heading of its own. */
  asideLabel?: string;
};

/** One thing: its summary and history as the body, its actions (`aside`) beside it. */
export function DetailPage({ aside, asideLabel, children, ...head }: PageHeadProps & AsideProps & { children: ReactNode }) {
  return (
    <Page kind="detail" head={head}>
      <Columns aside={aside} asideLabel={asideLabel}>
        {children}
      </Columns>
    </Page>
  );
}

/** A form: its error summary, draft note, questions and buttons as the body, in a readable width. */
export function FormPage({ aside, asideLabel, children, ...head }: PageHeadProps & AsideProps & { children: ReactNode }) {
  return (
    <Page kind="form" head={head}>
      <Columns aside={aside} asideLabel={asideLabel}>
        <div className="portal-page__form">{children}</div>
      </Columns>
    </Page>
  );
}

/**
 * After a submission that leaves the form: the green panel is the page's h1 (and tab title), then
 * what happens next. `focus` when it replaces a form in place, where no new page moves focus.
 */
export function ConfirmationPage({
  breadcrumbs,
  ...panel
}: Omit<ConfirmationPanelProps, 'headingLevel'> & { breadcrumbs?: readonly Crumb[] }) {
  return (
    <div className="portal-page portal-page--confirmation">
      {breadcrumbs && <Breadcrumbs trail={breadcrumbs} current={panel.title} />}
      <ConfirmationPanel {...panel} headingLevel={1} />
    </div>
  );
}
