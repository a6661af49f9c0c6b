import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { followHeading, headingText, isInPageControl, landOnPage, pageTitle, whenPresent } from './page-change';

let main: HTMLElement;

beforeEach(() => {
  document.body.innerHTML = '<header><a href="/news" id="link">News</a></header><main tabindex="-1"></main>';
  main = document.querySelector('main')!;
});

afterEach(() => {
  vi.useRealTimers();
  document.title = '';
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the tab title', () => {
  it('is the heading on screen, the route title until there is one, the app name without either', () => {
    expect(pageTitle('Page Not Found', 'Your profile', 'Community Portal')).toBe('Page Not Found | Community Portal');
    expect(pageTitle('', 'News', 'Community Portal')).toBe('News | Community Portal');
    expect(pageTitle('', undefined, 'Community Portal')).toBe('Community Portal');
    expect(headingText(Object.assign(document.createElement('h1'), { textContent: '  Water main\n  flushing ' }))).toBe(
      'Water main flushing',
    );
  });

  it('follows the heading as it is drawn and as it changes', async () => {
    const stop = followHeading(main, 'News', 'Community Portal');
    expect(document.title).toBe('News | Community Portal');
    main.innerHTML = '<h1>Water main flushing schedule</h1>';
    await flush();
    expect(document.title).toBe('Water main flushing schedule | Community Portal');
    main.querySelector('h1')!.textContent = 'Page Not Found';
    await flush();
    expect(document.title).toBe('Page Not Found | Community Portal');
    stop();
    main.innerHTML = '<h1>Other</h1>';
    await flush();
    expect(document.title).toBe('Page Not Found | Community Portal');
  });
});

describe('a page change', () => {
  const land = (options: { hash?: string; limit?: number } = {}) => {
    const scrollTo = vi.fn();
    const announce = vi.fn();
    const stop = landOnPage(main, { hash: options.hash ?? '', announce, scrollTo, limit: options.limit ?? 1000 });
    return { scrollTo, announce, stop };
  };

  it('goes to the top and focuses the heading already drawn, without scrolling to it', () => {
    main.innerHTML = '<h1>News</h1>';
    const heading = main.querySelector('h1')!;
    const focus = vi.spyOn(heading, 'focus');
    const { scrollTo } = land();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(document.activeElement).toBe(heading);
    expect(heading.tabIndex).toBe(-1);
    expect(heading.style.outlineStyle).toBe('none');
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
  });

  it('waits for a heading drawn later (a remote page, its data), then focuses it', async () => {
    main.innerHTML = '<p role="status">Loading…</p>';
    land();
    expect(document.activeElement).not.toBe(main.querySelector('h1'));
    main.innerHTML = '<h1>Complaint 12</h1>';
    await flush();
    expect(document.activeElement).toBe(main.querySelector('h1'));
  });

  it('focuses the main area and says the title when no heading comes in time', () => {
    vi.useFakeTimers();
    document.title = 'News | Community Portal';
    const { announce } = land({ limit: 500 });
    vi.advanceTimersByTime(499);
    expect(document.activeElement).not.toBe(main);
    vi.advanceTimersByTime(1);
    expect(document.activeElement).toBe(main);
    expect(announce).toHaveBeenCalledWith('News | Community Portal');
  });

  it('leaves focus where the person moved it while the page was drawn', async () => {
    land();
    const search = document.createElement('input');
    document.querySelector('header')!.append(search);
    search.focus();
    main.innerHTML = '<h1>News</h1>';
    await flush();
    expect(document.activeElement).toBe(search);
  });

  it('keeps focus on the link that was followed only until the heading comes', async () => {
    const link = document.getElementById('link')!;
    link.focus();
    land();
    main.innerHTML = '<h1>News</h1>';
    await flush();
    expect(document.activeElement).toBe(main.querySelector('h1'));
  });

  it('stops waiting when asked (the page changed again)', async () => {
    const { stop } = land();
    stop();
    main.innerHTML = '<h1>News</h1>';
    await flush();
    expect(document.activeElement).not.toBe(main.querySelector('h1'));
  });

  it('scrolls to the element a #hash names instead', () => {
    main.innerHTML = '<h1>About us</h1><h2 id="how-to-reach-us">How to reach us</h2>';
    const target = document.getElementById('how-to-reach-us')!;
    const scrollIntoView = vi.fn();
    target.scrollIntoView = scrollIntoView;
    const { scrollTo } = land({ hash: '#how-to-reach-us' });
    expect(scrollIntoView).toHaveBeenCalled();
    expect(scrollTo).not.toHaveBeenCalled();
    // A hash naming nothing is an ordinary page change.
    const other = land({ hash: '#nothing' });
    expect(other.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('leaves a list alone when one of its filters changed the address', () => {
    main.innerHTML = '<h1>Accounts</h1><select><option>All</option></select><input type="checkbox">';
    const select = main.querySelector('select')!;
    select.focus();
    expect(isInPageControl(select)).toBe(true);
    expect(isInPageControl(main.querySelector('input'))).toBe(true);
    const { scrollTo } = land();
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(select);
  });

  it('leaves focus on what the new page focused first (a confirmation panel)', () => {
    main.innerHTML = '<h1>Complaint 12</h1><section tabindex="-1" id="panel">Complaint lodged</section>';
    const panel = document.getElementById('panel')!;
    panel.focus();
    const { scrollTo } = land();
    expect(document.activeElement).toBe(panel);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

describe('whenPresent', () => {
  it('answers at once, on a change, or with null after the limit', async () => {
    vi.useFakeTimers();
    const found = vi.fn();
    whenPresent(main, () => main.querySelector('h1'), 200, found);
    vi.advanceTimersByTime(200);
    expect(found).toHaveBeenCalledWith(null);
    main.innerHTML = '<h1>Here</h1>';
    const now = vi.fn();
    whenPresent(main, () => main.querySelector('h1'), 200, now);
    expect(now).toHaveBeenCalledWith(main.querySelector('h1'));
  });
});
