import { describe, expect, it } from 'vitest';

import { beforeLargestPaint, isBlockingStyleSheet, isScript } from './trace.mjs';

const URL_ = 'https://localhost:3443/';
const MAIN = { pid: 2, tid: 7 };
const OTHER = { pid: 2, tid: 9 };
const navigation = (ts, url = URL_, navigationId = 'n1') => ({
  name: 'navigationStart',
  ts,
  ...MAIN,
  args: { frame: 'F', data: { documentLoaderURL: url, isLoadingMainFrame: true, navigationId } },
});
const candidate = (ts, navigationId = 'n1') => ({
  name: 'largestContentfulPaint::Candidate',
  ts,
  ...MAIN,
  args: { frame: 'F', data: { navigationId } },
});
const task = (ts, dur, thread = MAIN) => ({ name: 'RunTask', ph: 'X', ts, dur, ...thread });
const request = (id, url, { sent, finished, mimeType, transfer = 0, renderBlocking = 'non_blocking' }) => [
  { name: 'ResourceSendRequest', ts: sent, ...MAIN, args: { data: { requestId: id, url, renderBlocking } } },
  { name: 'ResourceReceiveResponse', ts: finished - 1, ...MAIN, args: { data: { requestId: id, mimeType } } },
  { name: 'ResourceFinish', ts: finished, ...MAIN, args: { data: { requestId: id, encodedDataLength: transfer } } },
];

describe('beforeLargestPaint', () => {
  it('times the last candidate of the navigation from its start, in ms', () => {
    const events = [navigation(1_000_000), candidate(1_400_000), candidate(2_500_000), candidate(9_000_000, 'n2')];
    expect(beforeLargestPaint(events, URL_).lcp).toBe(1500);
  });

  it('reads the last navigation to the page when the trace holds more than one', () => {
    const events = [navigation(0, URL_, 'n0'), candidate(100, 'n0'), navigation(5_000_000), candidate(5_300_000)];
    expect(beforeLargestPaint(events, URL_).lcp).toBe(300);
  });

  it('counts the painting thread’s tasks until the paint, cut to the span, and no other thread’s', () => {
    const events = [
      navigation(1_000_000),
      task(900_000, 200_000), // 100 ms after navigation start
      task(1_200_000, 50_000), // 50 ms
      task(1_900_000, 300_000), // 100 ms before the paint
      task(2_100_000, 500_000), // after it
      task(1_200_000, 500_000, OTHER),
      { name: 'RunTask', ph: 'B', ts: 1_300_000, ...MAIN },
      candidate(2_000_000),
    ];
    expect(beforeLargestPaint(events, URL_).mainThread).toBe(250);
  });

  it('says which resources finished by the paint, with their bytes, type and render blocking', () => {
    const events = [
      navigation(1_000_000),
      ...request('1', 'https://localhost:3443/shell/a/main.js', {
        sent: 1_100_000,
        finished: 1_500_000,
        mimeType: 'application/javascript',
        transfer: 50_000,
      }),
      ...request('2', 'https://localhost:3443/apps/x/v/late.js', {
        sent: 1_100_000,
        finished: 2_500_000,
        mimeType: 'application/javascript',
        transfer: 9_000,
      }),
      ...request('3', 'https://localhost:3443/uswds.css', {
        sent: 1_050_000,
        finished: 1_300_000,
        mimeType: 'text/css',
        transfer: 25_000,
        renderBlocking: 'blocking',
      }),
      { name: 'ResourceSendRequest', ts: 1_200_000, ...MAIN, args: { data: { requestId: '4', url: 'https://localhost:3443/api/slow/' } } },
      candidate(2_000_000),
    ];
    const { resources } = beforeLargestPaint(events, URL_);
    expect(resources.map(({ url, beforePaint, transfer }) => [new URL(url).pathname, beforePaint, transfer])).toEqual([
      ['/shell/a/main.js', true, 50_000],
      ['/apps/x/v/late.js', false, 9_000],
      ['/uswds.css', true, 25_000],
      ['/api/slow/', false, 0],
    ]);
    expect(resources.filter(isScript).map((resource) => resource.url)).toHaveLength(2);
    expect(resources.filter(isBlockingStyleSheet).map((resource) => new URL(resource.url).pathname)).toEqual(['/uswds.css']);
  });

  it('refuses a trace without the navigation or without a largest paint', () => {
    expect(() => beforeLargestPaint([candidate(10)], URL_)).toThrow(/no navigation/);
    expect(() => beforeLargestPaint([navigation(10)], URL_)).toThrow(/no largest contentful paint/);
  });
});

describe('isScript', () => {
  it('goes by the answer’s type, else by the URL', () => {
    expect(isScript({ url: 'https://h/a.js', mimeType: 'text/html' })).toBe(false);
    expect(isScript({ url: 'https://h/entry', mimeType: 'text/javascript' })).toBe(true);
    expect(isScript({ url: 'https://h/a.mjs', mimeType: null })).toBe(true);
    expect(isScript({ url: 'https://h/a.json', mimeType: null })).toBe(false);
  });
});
