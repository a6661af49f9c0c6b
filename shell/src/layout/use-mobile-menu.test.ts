import { afterEach, describe, expect, it } from 'vitest';

import { pageAround } from './use-mobile-menu';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('pageAround', () => {
  it('is the page beside the open menu, but the overlay and what the page announces', () => {
    document.body.innerHTML = `
      <div id="root">
        <a id="skip" href="#main">Skip</a>
        <header><button id="menu">Menu</button><nav id="panel"></nav><div id="overlay"></div></header>
        <main id="main"></main>
        <p id="announcer" aria-live="polite"></p>
        <footer id="footer"></footer>
        <div id="toasts" class="portal-toaster"></div>
      </div>
      <div id="outside"></div>`;
    const panel = document.getElementById('panel')!;
    const around = pageAround(panel, document.getElementById('overlay'));
    expect(around.map((element) => element.id)).toEqual(['menu', 'skip', 'main', 'footer', 'outside']);
  });
});
