import { describe, expect, it } from 'vitest';

import { portalConfigSchema } from './portal-config';

const remote = {
  name: 'news_polls',
  entry: 'http://localhost:3001/v1/remoteEntry.js',
  version: 'v1',
  integrity: 'sha384-AAAA',
  prefixes: ['/news'],
  widgets: true,
};
const config = (remotes: unknown[]) => ({ appName: 'Community Portal', apiBase: '/api', remotes });

describe('portalConfigSchema', () => {
  it("reads the scripts of a remote's exposed modules as the deploy publishes them", () => {
    const exposedScripts = {
      routes: ['http://localhost:3001/v1/__federation_expose_routes.abc.js'],
      widgets: ['http://localhost:3001/v1/__federation_expose_widgets.def.js'],
    };
    expect(portalConfigSchema.parse(config([{ ...remote, exposedScripts }])).remotes[0]?.exposedScripts).toEqual(exposedScripts);
  });

  it('reads a config from a deploy that published none', () => {
    expect(portalConfigSchema.parse(config([remote])).remotes[0]?.exposedScripts).toBeUndefined();
  });

  it('refuses a script that is not a URL', () => {
    expect(portalConfigSchema.safeParse(config([{ ...remote, exposedScripts: { widgets: ['widgets.js'] } }])).success).toBe(false);
  });

  it('reads scripts on the portal’s own origin by path, as the deploy names them', () => {
    const entry = '/apps/mfe-news-polls/v1/remoteEntry.js';
    expect(portalConfigSchema.parse(config([{ ...remote, entry }])).remotes[0]?.entry).toBe(entry);
  });

  it.each(['javascript:alert(1)', '//elsewhere.example.org/remoteEntry.js', 'data:text/javascript,1', 'remoteEntry.js'])(
    'refuses an entry that is neither a path here nor an http(s) URL: %s',
    (entry) => {
      expect(portalConfigSchema.safeParse(config([{ ...remote, entry }])).success).toBe(false);
    },
  );
});

describe('portalConfigSchema navigation', () => {
  const entry = { path: '/news', label: 'News', section: 'information', order: 10, access: 'login' };

  it("reads a remote's header entries as the deploy publishes them", () => {
    expect(portalConfigSchema.parse(config([{ ...remote, navigation: [entry] }])).remotes[0]?.navigation).toEqual([entry]);
  });

  it('refuses an entry that leads outside the remote’s own prefixes', () => {
    const result = portalConfigSchema.safeParse(config([{ ...remote, navigation: [{ ...entry, path: '/configuration' }] }]));
    expect(result.success).toBe(false);
  });

  it('refuses an entry without a known access', () => {
    expect(portalConfigSchema.safeParse(config([{ ...remote, navigation: [{ ...entry, access: 'everyone' }] }])).success).toBe(false);
  });
});
