import { describe, expect, it } from 'vitest';
import { preloadScripts } from './preload-scripts';

const links = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({
    as: link.getAttribute('as'),
    href: link.getAttribute('href'),
    integrity: link.getAttribute('integrity'),
    crossorigin: link.getAttribute('crossorigin'),
  }));

describe('preloadScripts', () => {
  it("asks for each script once, with the integrity and CORS mode the remote's loader will ask with", () => {
    const script = { url: 'http://localhost:3001/v1/__federation_expose_widgets.abc.js', integrity: 'sha384-abc' };
    preloadScripts([script]);
    preloadScripts([script, { url: 'http://localhost:3003/v2/__federation_expose_widgets.def.js', integrity: 'sha384-def' }]);
    expect(links()).toEqual([
      { as: 'script', href: script.url, integrity: 'sha384-abc', crossorigin: 'anonymous' },
      { as: 'script', href: 'http://localhost:3003/v2/__federation_expose_widgets.def.js', integrity: 'sha384-def', crossorigin: 'anonymous' },
    ]);
  });
});
