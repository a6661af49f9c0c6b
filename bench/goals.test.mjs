import { describe, expect, it } from 'vitest';

import { goalsTable, goalText, meets, PAGE_GOALS } from './goals.mjs';

describe('meets', () => {
  it('holds a score to at least its goal and a time or size to at most', () => {
    expect(meets('performance', 90, 90)).toBe(true);
    expect(meets('performance', 89, 90)).toBe(false);
    expect(meets('lcp', 2500, 2500)).toBe(true);
    expect(meets('lcp', 2501, 2500)).toBe(false);
  });
});

describe('goalsTable', () => {
  const pages = [
    {
      name: 'About us',
      goals: PAGE_GOALS.aboutUs,
      measured: { performance: 96, lcp: 1900, tbt: 50, cls: 0, lcpVsSingle: 0.95, blockingCss: 8 * 1024 },
    },
    { name: 'Home', goals: PAGE_GOALS.home, measured: { performance: 91, lcp: 2400, mainThread: 1200 } },
  ];
  const { head, rows } = goalsTable(pages);
  const row = (label) => rows.find(([goal]) => goal.startsWith(label));

  it('has a column per page and a row per goal any page has', () => {
    expect(head).toEqual(['Goal', 'About us', 'Home']);
    expect(rows.map(([goal]) => goal)).toContain('main thread before the largest paint (4× CPU)');
  });

  it('writes each figure with its page’s limit and whether it is met', () => {
    expect(row('Lighthouse performance')).toEqual(['Lighthouse performance (edge)', '96 (≥ 95): met', '91 (≥ 90): met']);
    expect(row('Lighthouse LCP (edge)')).toEqual(['Lighthouse LCP (edge)', '1.90 s (≤ 1.80 s): not met', '2.40 s (≤ 2.50 s): met']);
    expect(row('render-blocking')[1]).toBe('8.0 KB (≤ 12.0 KB): met');
  });

  it('marks a goal the page does not have, and a figure the run left out', () => {
    expect(row('main thread')).toEqual(['main thread before the largest paint (4× CPU)', '–', '1200 ms (≤ 1000 ms): not met']);
    expect(row('Lighthouse TBT')[2]).toBe(`not measured (${goalText('tbt', 200)})`);
  });
});
