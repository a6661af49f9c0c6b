import { fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { chooseLanguage, type LiveVersions, type PortalConfig } from '@portal/shared';
import { remoteLoadSummariesSchema, type RemoteLoadSummary } from '@portal/shared/contracts';
import { contractApi, renderWithPortal, TEST_CONFIG } from '@portal/shared/testing';

import { LoggingPage } from './logging-page';

const latest: LiveVersions = {
  generated_at: '2026-11-21T15:00:00.000Z',
  apps: {
    donations: { version: 'd2', built_at: '2026-11-21T14:00:00.000Z', previous: 'd1' },
    shell: { version: '98dbd0238f1e', built_at: '2026-11-20T09:30:00.000Z' },
  },
};

/** The live config's remotes, in its order: each named as its build published it, or not at all (a build from before names). */
const remote = (name: string, names?: Record<string, string>) => ({
  name,
  entry: `/apps/${name}/v1/remoteEntry.js`,
  prefixes: [`/${name}`],
  widgets: false,
  ...(names ? { names } : {}),
});
const config: PortalConfig = {
  ...TEST_CONFIG,
  remotes: [
    remote('news_polls', { en: 'News and polls', es: 'Noticias y encuestas' }),
    remote('donations', { en: 'Donations' }),
    remote('disputes_complaints'),
  ],
};
const allLive: LiveVersions = {
  ...latest,
  apps: {
    ...latest.apps,
    petitions: { version: 'p1', built_at: '2026-11-19T09:30:00.000Z' },
    disputes_complaints: { version: 'c1', built_at: '2026-11-19T09:30:00.000Z' },
    archive: { version: 'a1', built_at: '2026-11-19T09:30:00.000Z' },
    news_polls: { version: 'n1', built_at: '2026-11-19T09:30:00.000Z' },
  },
};

const donationsFailing: RemoteLoadSummary = {
  remote: 'donations',
  last_24_hours: 2,
  last_7_days: 5,
  total: 9,
  last_seen: '2026-11-21T15:52:00.000Z',
  last_message: 'Loading donations timed out',
  last_version: 'd2',
};

function renderVersions(failures: RemoteLoadSummary[], live: () => Promise<Response>) {
  const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(live);
  const { api } = contractApi({ 'GET /configuration/client-errors/remotes/': { response: remoteLoadSummariesSchema, answer: failures } });
  renderWithPortal(<LoggingPage />, { api, config, path: '/configuration/logging?tab=versions' });
  return fetch;
}

const table = (caption: string) => screen.getByRole('table', { name: caption });
const rowsOf = (caption: string) =>
  within(table(caption))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

afterEach(() => vi.restoreAllMocks());

describe('logging: versions', () => {
  it('shows the live version of each app and the load errors of each area', async () => {
    const fetch = renderVersions([donationsFailing], async () => Response.json(latest));
    expect(screen.getByRole('link', { name: 'Versions' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('search')).toBeNull();

    await screen.findByRole('table', { name: 'Live version of each app' });
    expect(fetch).toHaveBeenCalledWith('/builds/latest.json', expect.objectContaining({ cache: 'no-store' }));
    expect(rowsOf('Live version of each app').map(([app, version, , previous]) => [app, version, previous])).toEqual([
      ['Shell', '98dbd0238f1e', 'None'],
      ['Donations', 'd2', 'd1'],
    ]);

    await screen.findByRole('table', { name: 'Areas that failed to load in browsers, last seen first' });
    const [row] = rowsOf('Areas that failed to load in browsers, last seen first');
    expect(row).toEqual(['Donations', '2', '5', '9', expect.stringMatching(/^11\/21\/2026, /), 'Loading donations timed out', 'd2']);
  });

  it('orders and names the apps as the live config does: the shell, its remotes, then any other', async () => {
    renderVersions([], async () => Response.json(allLive));
    await screen.findByRole('table', { name: 'Live version of each app' });
    expect(rowsOf('Live version of each app').map(([app]) => app)).toEqual([
      'Shell',
      'News and polls',
      'Donations',
      'disputes_complaints',
      'archive',
      'petitions',
    ]);
  });

  describe('in Spanish', () => {
    beforeAll(() => chooseLanguage('es'));
    afterAll(() => chooseLanguage('en'));

    it("names each remote in the page's language, else in English", async () => {
      renderVersions([], async () => Response.json(allLive));
      await screen.findByRole('table', { name: 'Versión activa de cada aplicación' });
      expect(rowsOf('Versión activa de cada aplicación').map(([app]) => app)).toEqual([
        'Marco del portal',
        'Noticias y encuestas',
        'Donations',
        'disputes_complaints',
        'archive',
        'petitions',
      ]);
    });
  });

  it('says when no area failed to load', async () => {
    renderVersions([], async () => Response.json(latest));
    expect(await screen.findByRole('heading', { name: 'No area failed to load' })).toBeTruthy();
  });

  it('says when the live versions cannot be read, and tries again', async () => {
    const fetch = renderVersions([], async () => new Response('<!doctype html>', { status: 200 }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('We could not load the live versions')).toBeTruthy();
    fetch.mockImplementation(async () => Response.json(latest));
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Live version of each app' })).toBeTruthy();
  });
});
