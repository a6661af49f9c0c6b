import { describe, expect, it } from 'vitest';

import { apiRequestUrl, firstReads, frameSections, renderFirstScreen } from './first-screen.mjs';

// The first screen is what everyone may see; what depends on the session is marked for the
// page's inline script, and what depends on a role is left to the app.

const entry = (path, section, access, order = 10) => ({ path, label: path.slice(1), section, order, access });
const TEMPLATE =
  '<!doctype html><html><head><title>Portal</title><script>/* first reads */</script></head><body><div id="root"><p>Loading</p></div></body></html>';
const CONFIG = {
  appName: 'Springfield <Portal>',
  apiBase: '/api',
  profileUrl: '/api/users/profile/',
  remotes: [
    {
      name: 'news',
      entry: 'https://news.example.org/n1/remoteEntry.js',
      widgets: true,
      exposedScripts: { widgets: ['https://news.example.org/n1/w.js'] },
      navigation: [entry('/news', 'information', 'login')],
      firstReads: { '/': ['/headlines/?page=1&page_size=3', '/polls/'] },
    },
    {
      name: 'configuration',
      entry: 'https://conf.example.org/c1/remoteEntry.js',
      widgets: false,
      navigation: [entry('/configuration', 'administration', 'super')],
    },
  ],
};

describe('the first screen', () => {
  it('shows entries open to everyone always, those needing a session only with one, and none that need a role', () => {
    const sections = frameSections([
      entry('/about-us', 'information', 'public'),
      entry('/news', 'information', 'login', 5),
      entry('/configuration', 'administration', 'super'),
      entry('/emergencies', 'support', 'login'),
    ]);
    expect(sections.map(({ id, who, entries }) => [id, who, entries.map((shown) => shown.path)])).toEqual([
      ['information', 'all', ['/news', '/about-us']],
      ['support', 'session', ['/emergencies']],
    ]);
  });

  it('puts the frame into the root and the reads before the inline script, with every value escaped', () => {
    const page = renderFirstScreen(TEMPLATE, CONFIG, [entry('/about-us', 'information', 'public')], { year: 2026 });
    expect(page).not.toContain('Loading');
    expect(page).not.toContain('/configuration');
    expect(page).toContain('<a class="portal-brand portal-pending" href="/">Springfield &lt;Portal&gt;</a>');
    expect(page).toContain('<li class="usa-nav__secondary-item portal-when-visitor"><a href="/login">Log in</a></li>');
    expect(page).toContain('© 2026 Springfield &lt;Portal&gt;');
    expect(page.indexOf('id="portal-first-reads"')).toBeLessThan(page.indexOf('/* first reads */'));
    expect(page).not.toMatch(/portal-first-reads">[^<]*<Portal/);
  });

  it("names the organization, the profile and the remotes' page reads as the API client asks for them", () => {
    const cases = { ...CONFIG.remotes[1], name: 'cases', firstReads: { '/': ['/polls/', '/complaints/?open=true'] } };
    expect(firstReads({ ...CONFIG, remotes: [...CONFIG.remotes, cases] })).toEqual({
      publicReads: ['/api/organization/'],
      sessionReads: ['/api/users/profile/'],
      pageReads: { '/': ['/api/headlines/?page=1&page_size=3', '/api/polls/', '/api/complaints/?open=true'] },
    });
    expect(apiRequestUrl({ apiBase: '/api/' }, 'users/profile/')).toBe('/api/users/profile/');
    expect(apiRequestUrl({ apiBase: 'https://api.example.org/api' }, '/organization/')).toBe('https://api.example.org/api/organization/');
    expect(firstReads({ apiBase: '/api', remotes: [] })).toMatchObject({ sessionReads: [], pageReads: {} });
  });

  it('refuses a page it cannot fill', () => {
    expect(() => renderFirstScreen('<html><body></body></html>', CONFIG, [])).toThrow('no <title>');
  });
});
