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
  it("reads a remote's widget scripts as the deploy publishes them", () => {
    const widgetScripts = [{ url: 'http://localhost:3001/v1/__federation_expose_widgets.abc.js', integrity: 'sha384-BBBB' }];
    expect(portalConfigSchema.parse(config([{ ...remote, widgetScripts }])).remotes[0]?.widgetScripts).toEqual(widgetScripts);
  });

  it('reads a config from a deploy that published none', () => {
    expect(portalConfigSchema.parse(config([remote])).remotes[0]?.widgetScripts).toBeUndefined();
  });

  it('refuses a widget script without a usable integrity', () => {
    const widgetScripts = [{ url: 'http://localhost:3001/v1/w.js', integrity: 'md5-BBBB' }];
    expect(portalConfigSchema.safeParse(config([{ ...remote, widgetScripts }])).success).toBe(false);
  });
});
