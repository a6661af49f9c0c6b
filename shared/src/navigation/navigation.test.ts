import { describe, expect, it } from 'vitest';

import type { RouteHandle } from '../routes/route-handle';
import { currentSection, labelsUnlikeTitles, navigationFor, navigationFrom, type NavEntry } from './navigation';

const anonymous = { isAuthenticated: false, isSuperuser: false, isAdmin: false };
const resident = { isAuthenticated: true, isSuperuser: false, isAdmin: false };
const superUser = { isAuthenticated: true, isSuperuser: true, isAdmin: false };
const admin = { isAuthenticated: true, isSuperuser: true, isAdmin: true };

const entries: NavEntry[] = [
  { path: '/support', label: 'Support', section: 'support', order: 10, access: 'public' },
  { path: '/news', label: 'News', section: 'information', order: 10, access: 'login' },
  { path: '/about-us', label: 'About us', section: 'information', order: 60, access: 'public' },
  { path: '/configuration', label: 'Configuration', section: 'administration', order: 10, access: 'super' },
  { path: '/configuration/logging', label: 'Logging', section: 'administration', order: 50, access: 'admin' },
  { path: '/donations/success', label: 'Your donation', section: 'donations', order: 30, access: 'public' },
];
const labels = (session: typeof anonymous) =>
  navigationFor(entries, session).map((section) => [section.label, section.entries.map((entry) => entry.label)]);

describe('navigationFor', () => {
  it('shows anonymous visitors the public and open pages only', () => {
    expect(labels(anonymous)).toEqual([
      ['News and information', ['About us']],
      ['Donations', ['Your donation']],
      ['Support', ['Support']],
    ]);
  });

  it('shows residents their areas, in order, and no configuration', () => {
    expect(labels(resident)[0]).toEqual(['News and information', ['News', 'About us']]);
    expect(labels(resident).map(([label]) => label)).not.toContain('Administration');
  });

  it('shows super users configuration but not the admins’ screens', () => {
    expect(labels(superUser).at(-1)).toEqual(['Administration', ['Configuration']]);
  });

  it('shows admins their screens too', () => {
    expect(labels(admin).at(-1)).toEqual(['Administration', ['Configuration', 'Logging']]);
    // The role, not the flag beside it: an admin who is not a super user is staff all the same.
    expect(labels({ ...admin, isSuperuser: false }).at(-1)).toEqual(['Administration', ['Configuration', 'Logging']]);
  });

  it('puts an entry of a section the shell does not know under More', () => {
    const newer: NavEntry = { path: '/events', label: 'Events', section: 'whats-on', order: 1, access: 'public' };
    expect(navigationFor([newer], anonymous)).toEqual([{ id: 'more', label: 'More', entries: [newer] }]);
  });
});

describe('navigationFrom', () => {
  const routes: { path: string; handle: RouteHandle }[] = [
    { path: '/news', handle: { title: 'News', access: 'login' } },
    { path: 'users/profile/:tab?', handle: { title: 'Profile', access: 'login' } },
    { path: '/departments', handle: { title: 'Departments', access: 'super' } },
  ];
  const prefixes = ['/news', '/users', '/departments'];

  it('reads the entries the app declares, each with the access of the route it leads to', () => {
    const entries = navigationFrom(
      routes,
      [
        { path: '/departments', label: 'Service departments', section: 'administration', order: 20, access: 'super' },
        { path: '/users/profile', label: 'Profile', section: 'account', order: 10, access: 'login' },
      ],
      prefixes,
    );
    expect(entries.map((entry) => entry.access)).toEqual(['super', 'login']);
    expect(labelsUnlikeTitles(routes, entries).map((entry) => entry.path)).toEqual(['/departments']);
  });

  it('reads no former name of an access (decision 027): `open` is not `public`', () => {
    const free = [{ path: '/free', handle: { title: 'Free', access: 'public' as const } }];
    expect(() =>
      navigationFrom(free, [{ path: '/free', label: 'Free', section: 'more', order: 1, access: 'open' as 'public' }], ['/free']),
    ).toThrow();
  });

  it('refuses an entry whose access is not its route’s', () => {
    expect(() =>
      navigationFrom(
        routes,
        [{ path: '/departments', label: 'Departments', section: 'administration', order: 1, access: 'login' }],
        prefixes,
      ),
    ).toThrow('The navigation entry "Departments" says login, its route super.');
  });

  it('refuses an entry that leads to no route', () => {
    expect(() =>
      navigationFrom(routes, [{ path: '/events', label: 'Events', section: 'information', order: 1, access: 'login' }], prefixes),
    ).toThrow('The navigation entry "Events" leads to /events, which is no route of this app.');
  });

  it('refuses a route under none of the prefixes the app declares', () => {
    expect(() => navigationFrom(routes, [], ['/news', '/users'])).toThrow(
      'The route /departments is under none of the prefixes this app declares (/news, /users).',
    );
  });
});

describe('currentSection', () => {
  const sections = navigationFor(entries, admin);

  it('is the section of the longest entry leading to the page', () => {
    expect(currentSection(sections, '/configuration/logging')).toBe('administration');
    expect(currentSection(sections, '/news/a-story')).toBe('information');
    expect(currentSection(sections, '/News/')).toBe('information');
  });

  it('is none for a page no entry leads to', () => {
    expect(currentSection(sections, '/newsletter')).toBeUndefined();
    expect(currentSection(sections, '/')).toBeUndefined();
  });
});
