// What a page load costs before its largest contentful paint, read from a Chromium trace (the
// events of the `devtools.timeline`, `disabled-by-default-devtools.timeline`, `loading` and
// `blink.user_timing` categories, as DevTools records a load): when the largest paint came, the
// page's main-thread tasks until then, and each resource with when it finished, its bytes on the
// wire, its type and whether it blocked rendering.

const ms = (microseconds) => microseconds / 1000;

/** The main frame's last navigation to `url` (its `navigationStart` mark). */
function navigationTo(events, url) {
  const starts = events.filter(
    (event) =>
      event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame && event.args.data.documentLoaderURL?.startsWith(url),
  );
  if (!starts.length) throw new Error(`The trace has no navigation to ${url}.`);
  return starts.reduce((last, event) => (event.ts > last.ts ? event : last));
}

/** The last largest-paint candidate of that navigation: the page's largest contentful paint. */
function largestPaint(events, navigation) {
  const { navigationId } = navigation.args.data;
  const candidates = events.filter(
    (event) =>
      event.name === 'largestContentfulPaint::Candidate' &&
      event.ts >= navigation.ts &&
      (navigationId ? event.args?.data?.navigationId === navigationId : event.args?.frame === navigation.args.frame),
  );
  if (!candidates.length) throw new Error(`The trace has no largest contentful paint after ${navigation.args.data.documentLoaderURL}.`);
  return candidates.reduce((last, event) => (event.ts > last.ts ? event : last));
}

/** Time the thread `pid`/`tid` spent in top-level tasks between `from` and `to` (µs), each task cut to that span. */
function busyTime(events, { pid, tid }, from, to) {
  return events
    .filter((event) => event.name === 'RunTask' && event.ph === 'X' && event.pid === pid && event.tid === tid)
    .reduce((total, event) => total + Math.max(0, Math.min(event.ts + (event.dur ?? 0), to) - Math.max(event.ts, from)), 0);
}

/** Every request of the trace by its id: url, type, render blocking, when it finished (µs) and its bytes on the wire. */
function resources(events) {
  const byId = new Map();
  const of = (event) => {
    const id = event.args.data.requestId;
    if (!byId.has(id)) byId.set(id, { url: null, mimeType: null, renderBlocking: null, finished: null, transfer: 0, failed: false });
    return byId.get(id);
  };
  for (const event of events) {
    const data = event.args?.data;
    if (!data?.requestId) continue;
    if (event.name === 'ResourceSendRequest') {
      const resource = of(event);
      resource.url = data.url;
      resource.renderBlocking = data.renderBlocking ?? null;
    } else if (event.name === 'ResourceReceiveResponse') {
      of(event).mimeType = data.mimeType ?? null;
    } else if (event.name === 'ResourceFinish') {
      const resource = of(event);
      resource.finished = event.ts;
      resource.transfer = data.encodedDataLength ?? 0;
      resource.failed = Boolean(data.didFail);
    }
  }
  return [...byId.values()].filter((resource) => resource.url);
}

/**
 * The load of `url` in a trace: its largest contentful paint (ms after navigation start), the main
 * thread's busy time until then (ms; the top-level tasks of the thread that painted it), and every
 * resource the page asked for, with `beforePaint` (finished by the largest paint), `transfer`
 * (bytes on the wire, 0 from the cache), `mimeType` and `renderBlocking` (Chromium's own verdict:
 * "blocking" for a style sheet or script that holds the first paint).
 */
export function beforeLargestPaint(events, url) {
  const navigation = navigationTo(events, url);
  const paint = largestPaint(events, navigation);
  return {
    lcp: ms(paint.ts - navigation.ts),
    mainThread: ms(busyTime(events, paint, navigation.ts, paint.ts)),
    resources: resources(events)
      .filter((resource) => resource.finished === null || resource.finished >= navigation.ts)
      .map((resource) => ({
        url: resource.url,
        mimeType: resource.mimeType,
        renderBlocking: resource.renderBlocking,
        transfer: resource.transfer,
        failed: resource.failed,
        beforePaint: resource.finished !== null && resource.finished <= paint.ts,
      })),
  };
}

/** Whether a resource of beforeLargestPaint is a script, by its answer's type or else by its URL. */
export const isScript = (resource) =>
  resource.mimeType ? /javascript|ecmascript/.test(resource.mimeType) : /\.m?js(\?|$)/.test(new URL(resource.url).pathname);

/** Whether a resource of beforeLargestPaint is a style sheet that blocked the first paint. */
export const isBlockingStyleSheet = (resource) =>
  resource.renderBlocking === 'blocking' &&
  (resource.mimeType ? resource.mimeType.startsWith('text/css') : new URL(resource.url).pathname.endsWith('.css'));
