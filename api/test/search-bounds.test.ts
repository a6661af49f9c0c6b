import { sql, type SQLWrapper } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { SEARCH_CANDIDATES_MAX, SEARCH_QUERY_ONLY_EXCLUDED, searchPageSchema } from '@portal/shared/contracts';

import { news } from '../src/db/schema';
import { searchStatement } from '../src/db/search';
import { ADMIN, call, databaseKind, inEnglish, login, RESIDENT, startTestApp, SUPER, type TestContext } from './helpers';

// What bounds the work one search makes: no query of only left-out words, at most
// SEARCH_CANDIDATES_MAX rows of a kind ranked, one statement per page, vectors read from the
// tables, a statement timeout, and a few searches at once per client and per instance.

/** Longer than any test takes, so that only a fake clock ever sees a search wait it out. */
const SEARCH_WAIT_MS = 60_000;

let ctx: TestContext;
const tokens = { resident: '', admin: '', super: '' };

beforeAll(async () => {
  ctx = await startTestApp({
    DB_STATEMENT_TIMEOUT_MS: '1500',
    SEARCH_CONCURRENCY: '2',
    SEARCH_CONCURRENCY_PER_CLIENT: '1',
    SEARCH_WAITING_PER_CLIENT: '1',
    SEARCH_WAIT_MS: String(SEARCH_WAIT_MS),
  });
  tokens.resident = await login(ctx.app, RESIDENT);
  tokens.admin = await login(ctx.app, ADMIN);
  tokens.super = await login(ctx.app, SUPER);
});
afterAll(() => ctx?.close());
afterEach(() => vi.restoreAllMocks());

/** Every search asked for, so that a test's leftovers can be awaited before the next test. */
const searches: Array<Promise<unknown>> = [];
const track = <T>(answer: Promise<T>) => {
  searches.push(answer);
  return answer;
};
const search = (q: string, who: keyof typeof tokens = 'resident', extra = '') =>
  track(call(ctx.app, 'GET', `/api/search/?q=${encodeURIComponent(q)}${extra}`, { token: tokens[who] }));
/** A search without a session, from the address. */
const searchFrom = (remoteAddress: string) => track(call(ctx.app, 'GET', '/api/search/?q=water', { remoteAddress }));

const rowsOf = (result: unknown) => (result as { rows: Array<Record<string, unknown>> }).rows;

async function addNews(word: string, count: number) {
  const rows = Array.from({ length: count }, (_, i) => ({
    slug: `${word}-${i}`,
    title: `Notice ${i} about ${word}`,
    summary: 'For residents.',
    body: `The ${word} schedule changes.`,
    isPublished: true,
    publishedAt: new Date(Date.now() - i * 60_000),
  }));
  await ctx.app.db.insert(news).values(rows);
}

describe('queries of only left-out words', () => {
  it.each(['-zzzqqq', '-"a phrase"', '-water -park', 'water or -zzzqqq', '- zzzqqq', '-zzzqqq the'])(
    'refuses %j on q, as the contract does',
    async (q) => {
      const answer = await search(q);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toMatchObject({ errors: { q: [inEnglish(SEARCH_QUERY_ONLY_EXCLUDED)] } });
    },
  );

  it.each(['water -zzzqqq', '-zzzqqq water', 'well-being', '--water', '"-water"'])('searches %j', async (q) => {
    const answer = await search(q);
    expect(answer.statusCode, answer.body).toBe(200);
  });
});

describe('rows considered', () => {
  it('ranks at most SEARCH_CANDIDATES_MAX matches of a kind and says there were more', async () => {
    await addNews('quorvantis', SEARCH_CANDIDATES_MAX + 1);
    const answer = await search('quorvantis');
    expect(answer.statusCode, answer.body).toBe(200);
    const page = searchPageSchema.parse(answer.json());
    expect(page).toMatchObject({ count: SEARCH_CANDIDATES_MAX, more_than_count: true, next: 2 });
    // The newest are the ones ranked: every page together holds all but the first one stored.
    const found = new Set<string>();
    for (let n = 1; n <= SEARCH_CANDIDATES_MAX / 50; n += 1) {
      const next = searchPageSchema.parse((await search('quorvantis', 'resident', `&page=${n}&page_size=50`)).json());
      for (const result of next.results) found.add(result.path);
    }
    expect(found.size).toBe(SEARCH_CANDIDATES_MAX);
    expect(found.has('/news/quorvantis-0')).toBe(false);
  });

  it('says so when every match was ranked', async () => {
    await addNews('blenthorpe', 3);
    const page = searchPageSchema.parse((await search('blenthorpe')).json());
    expect(page).toMatchObject({ count: 3, more_than_count: false });
  });

  it('runs one statement for a page past the end, and still answers the count', async () => {
    await addNews('corvellish', 4);
    const execute = vi.spyOn(ctx.app.db, 'execute');
    const answer = await search('corvellish', 'resident', '&page=7&page_size=2');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(searchPageSchema.parse(answer.json())).toMatchObject({ count: 4, results: [], next: null, previous: 6 });
    expect(execute).toHaveBeenCalledTimes(1);
  });
});

describe('stored vectors', () => {
  it('keeps each source table vector in a stored generated column', async () => {
    const columns = rowsOf(
      await ctx.app.db.execute(
        sql`SELECT table_name, is_generated FROM information_schema.columns WHERE column_name = 'search_vector' AND table_name IN ('news', 'documents')
          ORDER BY table_name`,
      ),
    );
    expect(columns).toEqual([
      { table_name: 'documents', is_generated: 'ALWAYS' },
      { table_name: 'news', is_generated: 'ALWAYS' },
    ]);
  });

  it('matches and ranks from the stored vectors, making none per row', async () => {
    const result = await ctx.app.db.execute(
      sql`EXPLAIN (VERBOSE) ${searchStatement('water', { signedIn: true, now: new Date() }, { limit: 10, offset: 0 })}`,
    );
    const plan = rowsOf(result)
      .map((row) => Object.values(row)[0])
      .join('\n');
    expect(plan).toContain('n.search_vector @@');
    expect(plan).toContain('d.search_vector @@');
    // Only the information pages (one row each, no table) make their vector when asked.
    expect(plan).not.toMatch(/to_tsvector\('english'::regconfig, n\.|to_tsvector\('english'::regconfig, d\./);
  });
});

describe('statement timeout', () => {
  it('runs every statement of the app under DB_STATEMENT_TIMEOUT_MS', async () => {
    const [row] = rowsOf(await ctx.app.db.execute(sql`SHOW statement_timeout`));
    expect(row).toEqual({ statement_timeout: '1500ms' });
  });

  it('declares 503 on every route, the search included', async () => {
    const document = ctx.app.swagger() as unknown as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    expect(Object.keys(document.paths['/api/search/']!.get!.responses)).toContain('503');
    expect(Object.keys(document.paths['/api/news/']!.get!.responses)).toContain('503');
  });

  // PGlite accepts the setting but has no timer to cancel a statement with; PostgreSQL does.
  if (databaseKind === 'postgres') {
    it('answers 503 with Retry-After when a statement runs past it', async () => {
      await ctx.app.db.transaction(async (tx) => {
        await tx.execute(sql`LOCK TABLE news IN ACCESS EXCLUSIVE MODE`);
        const answer = await search('water');
        expect(answer.statusCode, answer.body).toBe(503);
        expect(answer.headers['retry-after']).toBe('5');
        expect(answer.json()).toEqual({ detail: expect.stringContaining('took too long') });
      });
    });
  }
});

describe('searches at once', () => {
  /** Lets through the statements a test held, whatever became of it, and waits for its searches, so that none keeps its slot. */
  let openHeld: (() => void) | undefined;
  afterEach(async () => {
    openHeld?.();
    openHeld = undefined;
    await Promise.allSettled(searches.splice(0));
  });

  /**
   * Holds each search statement until it is released by its number (from 1, in the order they
   * arrive), or all are let through (`open`); `arrived(n)` resolves once n have arrived.
   */
  function holdEachSearch() {
    const execute = ctx.app.db.execute.bind(ctx.app.db);
    const releases: Array<() => void> = [];
    const waiters: Array<{ n: number; resolve: () => void }> = [];
    let opened = false;
    vi.spyOn(ctx.app.db, 'execute').mockImplementation(((query: SQLWrapper) => {
      const released = new Promise<void>((resolve) => releases.push(resolve));
      if (opened) releases.at(-1)!();
      for (const waiter of waiters.filter((w) => w.n <= releases.length)) waiter.resolve();
      return released.then(() => execute(query as never));
    }) as never);
    const arrived = (n: number) => new Promise<void>((resolve) => (releases.length >= n ? resolve() : waiters.push({ n, resolve })));
    const release = (n: number) => releases[n - 1]!();
    const open = () => {
      opened = true;
      for (const resolve of releases) resolve();
    };
    openHeld = open;
    return { arrived, release, open };
  }

  let searchWork: typeof ctx.app.searchWork;
  beforeAll(() => {
    searchWork = ctx.app.searchWork;
  });

  /** Resolves once the next search has joined the queue of searches (its wait has begun). */
  function nextSearchQueued() {
    return new Promise<void>((resolve) => {
      vi.spyOn(ctx.app, 'searchWork').mockImplementationOnce((request, work) => {
        const done = searchWork(request, work);
        resolve();
        return done as never;
      });
    });
  }

  /** Whether the answer has come within a turn of the event loop. */
  const settled = async (answer: Promise<unknown>) => {
    let done = false;
    void answer.then(() => (done = true));
    await new Promise((resolve) => setImmediate(resolve));
    return done;
  };

  it('makes a client second search wait for its first and refuses the one after with 429; past the instance a search waits SEARCH_WAIT_MS, then 503', async () => {
    const gate = holdEachSearch();
    const first = search('water', 'resident');
    await gate.arrived(1);
    let secondDone = false;
    const second = search('water', 'resident').finally(() => (secondDone = true));
    const third = await search('water', 'resident');
    expect(third.statusCode, third.body).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);

    // The waiting one holds no place of the instance: another client still runs one.
    const other = search('water', 'admin');
    await gate.arrived(2);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const queued = nextSearchQueued();
      const over = searchFrom('192.0.2.90');
      await queued;
      await vi.advanceTimersByTimeAsync(SEARCH_WAIT_MS - 1);
      expect(await settled(over)).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const answer = await over;
      expect(answer.statusCode, answer.body).toBe(503);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      vi.useRealTimers();
    }
    expect(secondDone).toBe(false);

    gate.open();
    expect((await first).statusCode).toBe(200);
    expect((await second).statusCode).toBe(200);
    expect((await other).statusCode).toBe(200);
    // Slots are given back: the same clients search again.
    expect((await search('water', 'resident')).statusCode).toBe(200);
    expect((await searchFrom('192.0.2.90')).statusCode).toBe(200);
  });

  it('gives a freed slot to a client with no search running, before the waiting searches of clients that fill the instance', async () => {
    const gate = holdEachSearch();
    // Two addresses each keep a search running and one waiting: the instance (2) is full.
    const floods = [searchFrom('203.0.113.21'), searchFrom('203.0.113.22')];
    await gate.arrived(2);
    floods.push(searchFrom('203.0.113.21'), searchFrom('203.0.113.22'));
    const queued = nextSearchQueued();
    const resident = search('water', 'resident');
    await queued;
    expect(await settled(resident)).toBe(false);

    // One of theirs ends: the resident's runs next (statement 3), theirs still wait.
    gate.release(1);
    await gate.arrived(3);
    gate.release(3);
    const answer = await resident;
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await floods[0]!).statusCode).toBe(200);
    expect(await settled(Promise.race([floods[2]!, floods[3]!]))).toBe(false);

    gate.open();
    expect((await Promise.all(floods)).map((flood) => flood.statusCode)).toEqual([200, 200, 200, 200]);
  });

  it("counts the /64s of one /48 as one client: another /64's search waits for the first, and the free slot goes to someone else", async () => {
    const gate = holdEachSearch();
    const first = searchFrom('2001:db8:48:1::1');
    await gate.arrived(1);
    const sameSiteQueued = nextSearchQueued();
    const sameSite = searchFrom('2001:db8:48:2::1');
    await sameSiteQueued;
    const residentQueued = nextSearchQueued();
    const resident = search('water', 'resident');
    await residentQueued;
    await gate.arrived(2);
    gate.release(2);
    const answer = await resident;
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await settled(sameSite)).toBe(false);

    gate.release(1);
    await gate.arrived(3);
    gate.release(3);
    expect((await first).statusCode).toBe(200);
    expect((await sameSite).statusCode).toBe(200);
  });

  it('gives the slot back when a search fails', async () => {
    const execute = vi.spyOn(ctx.app.db, 'execute').mockRejectedValueOnce(new Error('lost connection'));
    expect((await search('water')).statusCode).toBe(500);
    execute.mockRestore();
    expect((await search('water')).statusCode).toBe(200);
  });
});
