// The portal's performance goals for the pages the benchmark measures, and whether a run meets
// them. Shown beside the figures in the report; nothing fails on them (a shared machine's figures
// move from run to run).

const KB = 1024;
const s2 = (value) => `${(value / 1000).toFixed(2)} s`;
const kb = (value) => `${(value / KB).toFixed(1)} KB`;

/** Each goal: what is measured, its limit's direction (`most`: at most; else at least) and how it is written. */
export const GOAL_KINDS = {
  performance: { label: 'Lighthouse performance (edge)', most: false, format: String },
  lcp: { label: 'Lighthouse LCP (edge)', most: true, format: s2 },
  tbt: { label: 'Lighthouse TBT (edge)', most: true, format: (value) => `${Math.round(value)} ms` },
  cls: { label: 'Lighthouse CLS (edge)', most: true, format: (value) => value.toFixed(3) },
  lcpVsSingle: { label: 'Lighthouse LCP, federated / single bundle', most: true, format: (value) => value.toFixed(2) },
  blockingCss: { label: 'render-blocking CSS (gzip)', most: true, format: kb },
  federationRuntime: { label: 'federation runtime in the page’s scripts (gzip)', most: true, format: kb },
  jsBeforePaint: { label: 'JS fetched before the largest paint (gzip)', most: true, format: kb },
  mainThread: { label: 'main thread before the largest paint (4× CPU)', most: true, format: (value) => `${Math.round(value)} ms` },
};

/** The goals of every measured page. */
const EVERY_PAGE = { tbt: 200, cls: 0.05, lcpVsSingle: 1, blockingCss: 12 * KB };

/** The goals of a page: every page's, and its own (`performance`, `lcp`, and home's byte and time limits). */
export const goalsOf = (own) => ({ ...EVERY_PAGE, ...own });

/** The goals of the portal's first screens: LCP ≤ 2.5 s and performance ≥ 90 (About us ≥ 95 and ≤ 1.8 s). */
export const PAGE_GOALS = {
  aboutUs: goalsOf({ performance: 95, lcp: 1800 }),
  home: goalsOf({ performance: 90, lcp: 2500, federationRuntime: 25 * KB, jsBeforePaint: 200 * KB, mainThread: 1000 }),
  other: goalsOf({ performance: 90, lcp: 2500 }),
};

/** Whether `value` meets `limit` for a goal of `kind`. */
export function meets(kind, value, limit) {
  return GOAL_KINDS[kind].most ? value <= limit : value >= limit;
}

/** The goal of `kind` for a page, written out: "≤ 2.50 s", "≥ 90". */
export const goalText = (kind, limit) => `${GOAL_KINDS[kind].most ? '≤' : '≥'} ${GOAL_KINDS[kind].format(limit)}`;

/**
 * The goals table: one row per goal any page has, one column per page; a cell is the page's figure,
 * its limit and whether it is met, "–" where the page has no such goal, "not measured" where the
 * run left the figure out. `pages`: [{ name, goals, measured }], `measured` keyed as GOAL_KINDS.
 */
export function goalsTable(pages) {
  const kinds = Object.keys(GOAL_KINDS).filter((kind) => pages.some((page) => kind in page.goals));
  const rows = kinds.map((kind) => [
    GOAL_KINDS[kind].label,
    ...pages.map(({ goals, measured }) => {
      if (!(kind in goals)) return '–';
      const value = measured[kind];
      if (value === undefined || value === null || Number.isNaN(value)) return `not measured (${goalText(kind, goals[kind])})`;
      return `${GOAL_KINDS[kind].format(value)} (${goalText(kind, goals[kind])}): ${meets(kind, value, goals[kind]) ? 'met' : 'not met'}`;
    }),
  ]);
  return { head: ['Goal', ...pages.map((page) => page.name)], rows };
}
