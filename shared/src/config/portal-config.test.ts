import { describe, expect, it } from 'vitest';
import { portalConfigSchema } from './portal-config';

const remote = {
  name: 'news_polls',
  entry: 'http://localhost:3001/v1/remoteEntry.js',
  version: 'v1',
  integrity: 'sha384-AAAA',
  routes: ['/news'],
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
});
