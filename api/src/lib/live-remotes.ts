import { readFile } from 'node:fs/promises';

import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';

/** How long the names read stand before the config is read again. */
const FRESH_MS = 60_000;
const READ_TIMEOUT_MS = 2_000;

/** All that is needed of the live config.json: the name of each remote, however the rest of its entry reads. */
const liveConfigSchema = z.object({ remotes: z.array(z.unknown()) });
const namedSchema = z.object({ name: z.string() });

async function readNames(source: URL): Promise<Set<string>> {
  const text =
    source.protocol === 'file:'
      ? await readFile(source, 'utf8')
      : await fetch(source, { signal: AbortSignal.timeout(READ_TIMEOUT_MS) }).then((response) => {
          if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
          return response.text();
        });
  const { remotes } = liveConfigSchema.parse(JSON.parse(text));
  return new Set(remotes.flatMap((remote) => namedSchema.safeParse(remote).data?.name ?? []));
}

/**
 * The names of the remotes the portal's live config.json names (an http(s) or file URL), read
 * again once a minute has passed (`now`: the clock, for tests). A read that fails keeps the names
 * read last (none before the first), and is tried again a minute later.
 */
export function liveRemotes(source: URL, log: FastifyBaseLogger, now: () => number = Date.now): () => Promise<ReadonlySet<string>> {
  let names: ReadonlySet<string> = new Set();
  let readAt = -Infinity;
  let reading: Promise<ReadonlySet<string>> | null = null;
  return () => {
    if (now() - readAt < FRESH_MS) return Promise.resolve(names);
    reading ??= readNames(source)
      .then(
        (read) => (names = read),
        (error: unknown) => {
          log.warn({ err: error, source: source.href }, 'live config not read: the remotes it named last still count');
          return names;
        },
      )
      .finally(() => {
        readAt = now();
        reading = null;
      });
    return reading;
  };
}
