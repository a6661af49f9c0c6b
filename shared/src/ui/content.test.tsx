import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { AuthProvider, usePortal } from '../auth/auth-context';
import { profileSchema } from '../contracts/profile';
import { ApiError } from '../http/api-error';
import { contractApi, residentProfile, TEST_CONFIG } from '../testing/render-with-portal';
import { Alert } from './alert';
import { Breadcrumbs } from './breadcrumbs';
import { ErrorContent } from './error-content';
import { LinkCards } from './link-cards';
import { PROFILE_PATH, ProfileRequired } from './profile-required';
import { percentOf, ProgressBar } from './progress-bar';
import { QueryState } from './query-state';
import { SavedConfirmation, useConfirmation, withConfirmation } from './saved-confirmation';
import { TextBlocks } from './text-blocks';

const inRouter = (ui: ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('Alert', () => {
  it('is announced by its role, its heading a level-two heading; a region is named by it', () => {
    render(
      <Alert type="warning" heading="Complete your profile first" role="region">
        <p>We need your details.</p>
      </Alert>,
    );
    const region = screen.getByRole('region', { name: 'Complete your profile first' });
    expect(within(region).getByRole('heading', { level: 2 }).textContent).toBe('Complete your profile first');
    expect(region.className).toBe('usa-alert usa-alert--warning');
  });

  it('says nothing by its role unless given one', () => {
    render(
      <Alert type="info" slim>
        Saved drafts are kept for a day.
      </Alert>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Saved drafts are kept for a day.').closest('.usa-alert')?.className).toBe(
      'usa-alert usa-alert--info usa-alert--slim',
    );
  });
});

it('Breadcrumbs link each page above and mark the current one', () => {
  inRouter(<Breadcrumbs trail={[{ to: '/disputes', label: 'Disputes' }]} current="Appeal a decision" />);
  const nav = screen.getByRole('navigation', { name: 'Breadcrumbs' });
  expect(within(nav).getByRole('link', { name: 'Disputes' }).getAttribute('href')).toBe('/disputes');
  const current = within(nav).getByText('Appeal a decision').closest('li');
  expect(current?.getAttribute('aria-current')).toBe('page');
  expect(within(nav).getAllByRole('link')).toHaveLength(1);
});

describe('ErrorContent', () => {
  it('titles the page "Internal Server Error" by default and leads home', () => {
    inRouter(<ErrorContent />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Internal Server Error');
    expect(screen.getByText(/Try again in a few minutes/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });

  it('says what went wrong and what to do when told', () => {
    inRouter(
      <ErrorContent title="Page Not Found" detail="The complaint was removed.">
        <p>Look it up in your complaints.</p>
      </ErrorContent>,
    );
    expect(screen.getByRole('region', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByText('The complaint was removed.')).toBeTruthy();
    expect(screen.queryByText(/Try again in a few minutes/)).toBeNull();
  });
});

it('LinkCards make each card heading the link', () => {
  inRouter(
    <LinkCards
      cards={[
        { to: '/support/community-chat', title: 'Community chat', text: 'Talk with neighbours.' },
        { to: '/support/emergency-contacts', title: 'Emergency contacts', text: 'Numbers to call.' },
      ]}
    />,
  );
  const headings = screen.getAllByRole('heading', { level: 2 });
  expect(headings.map((heading) => within(heading).getByRole('link').getAttribute('href'))).toEqual([
    '/support/community-chat',
    '/support/emergency-contacts',
  ]);
  expect(screen.getAllByRole('listitem')).toHaveLength(2);
});

describe('ProgressBar', () => {
  it('says the progress in words and hides the bar from screen readers', () => {
    const { container } = render(
      <ProgressBar value={250} max={1000}>
        $250 of $1,000 raised
      </ProgressBar>,
    );
    expect(screen.getByText('$250 of $1,000 raised')).toBeTruthy();
    const bar = container.querySelector('.portal-bar');
    expect(bar?.getAttribute('aria-hidden')).toBe('true');
    expect((container.querySelector('.portal-bar__fill') as HTMLElement).style.width).toBe('25%');
  });

  it('draws no bar without a goal, and never past the goal', () => {
    const { container } = render(
      <ProgressBar value={250} max={null}>
        $250 raised
      </ProgressBar>,
    );
    expect(container.querySelector('.portal-bar')).toBeNull();
    expect([percentOf(1500, 1000), percentOf(1, 3), percentOf(5, 0)]).toEqual([100, 33, 0]);
  });
});

describe('QueryState', () => {
  const query = (state: Partial<{ isPending: boolean; isError: boolean; error: unknown }>) => ({
    isPending: false,
    isError: false,
    error: null,
    refetch: vi.fn(),
    ...state,
  });

  it('says what is loading, as a status', () => {
    render(
      <QueryState query={query({ isPending: true })} label="your complaints">
        {() => 'content'}
      </QueryState>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading your complaints…');
  });

  it('says what could not load in words for the person, with what to do and a "Try again" that asks again', () => {
    // The server's own words for its failure are for its log: the page says it is ours and to try again.
    const failed = query({ isError: true, error: new ApiError(500, 'Internal Server Error') });
    render(
      <QueryState query={failed} label="your complaints">
        {() => 'content'}
      </QueryState>,
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading').textContent).toBe('We could not load your complaints');
    expect(within(alert).getByText('Something went wrong on our side. Please try again in a moment.')).toBeTruthy();
    expect(alert.textContent).not.toContain('Internal Server Error');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(failed.refetch).toHaveBeenCalledOnce();
  });

  it('says a refusal in its own words, and the server out of reach as such', () => {
    for (const [error, said] of [
      [new ApiError(403, 'You do not have permission to perform this action.'), 'You do not have permission to perform this action.'],
      [
        new ApiError(0, 'We could not reach the server. Check your connection and try again.'),
        'We could not reach the server. Check your connection and try again.',
      ],
    ] as const) {
      const { unmount } = render(
        <QueryState query={query({ isError: true, error })} label="your complaints">
          {() => 'content'}
        </QueryState>,
      );
      expect(screen.getByRole('alert').textContent).toContain(said);
      unmount();
    }
  });

  it('draws the content once loaded', () => {
    render(
      <QueryState query={query({})} label="your complaints">
        {() => <p>Two complaints</p>}
      </QueryState>,
    );
    expect(screen.getByText('Two complaints')).toBeTruthy();
  });
});

it('TextBlocks make a paragraph of each block between blank lines', () => {
  const { container } = render(<TextBlocks text={'First line\nstill first.\n\n  \n\nSecond.\n\n'} />);
  expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['First line\nstill first.', 'Second.']);
});

describe('SavedConfirmation', () => {
  function Saver() {
    const navigate = useNavigate();
    return (
      <button
        type="button"
        onClick={() => navigate('/list', withConfirmation({ title: 'Department added', text: 'Residents see it now.' }))}
      >
        Save
      </button>
    );
  }
  function List() {
    return <SavedConfirmation confirmation={useConfirmation()} />;
  }

  it('shows the confirmation the page was opened with, and nothing without one', () => {
    const { unmount } = render(
      <MemoryRouter initialEntries={['/form']}>
        <Saver />
        <List />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('heading', { name: 'Department added' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('heading', { name: 'Department added' })).toBeTruthy();
    expect(screen.getByText('Residents see it now.')).toBeTruthy();
    unmount();
    render(
      <MemoryRouter initialEntries={['/list']}>
        <List />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('heading', { name: 'Department added' })).toBeNull();
  });
});

describe('ProfileRequired', () => {
  let portal: ReturnType<typeof usePortal> | undefined;
  function Capture() {
    portal = usePortal();
    return null;
  }
  const page = () =>
    render(
      <AuthProvider
        config={TEST_CONFIG}
        api={contractApi({ 'GET /users/profile/': { response: profileSchema, answer: residentProfile } }).api}
      >
        <MemoryRouter>
          <Capture />
          <ProfileRequired action="lodge a complaint">
            <h1>Lodge a complaint</h1>
          </ProfileRequired>
        </MemoryRouter>
      </AuthProvider>,
    );

  it('asks for a complete profile first, linking to it, and hides what it guards', () => {
    page();
    const notice = screen.getByRole('region', { name: 'Complete your profile first' });
    expect(within(notice).getByText(/To lodge a complaint, we need/)).toBeTruthy();
    expect(within(notice).getByRole('link', { name: 'Complete your profile' }).getAttribute('href')).toBe(PROFILE_PATH);
    expect(screen.queryByRole('heading', { name: 'Lodge a complaint' })).toBeNull();
  });

  it('shows what it guards once the profile is complete', async () => {
    page();
    await act(async () => {
      await portal?.signIn('token');
    });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Lodge a complaint' })).toBeTruthy());
    expect(screen.queryByRole('region', { name: 'Complete your profile first' })).toBeNull();
  });
});
