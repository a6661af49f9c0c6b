import { Writable } from 'node:stream';

/*
 * The readable log format (LOG_FORMAT=pretty): each of pino's JSON lines as one line a person
 * reads, `12:04:31 WARN message (key=value …)`, with an error's stack below it. It is the
 * destination stream Fastify's logger option `stream` hands to pino.
 */

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** Said by the line itself (time, level, message, stack) or the same on every line (pid, hostname). */
const OMITTED = new Set(['level', 'time', 'msg', 'err', 'error', 'pid', 'hostname']);

type Entry = Record<string, unknown> & { level?: number; time?: number; msg?: string };
type ErrorEntry = { message?: string; stack?: string };

function value(key: string, item: unknown): string {
  if (key === 'req' && item && typeof item === 'object') {
    const { method, url } = item as { method?: string; url?: string };
    return `${method ?? ''} ${url ?? ''}`.trim();
  }
  if (key === 'res' && item && typeof item === 'object') return String((item as { statusCode?: number }).statusCode ?? '');
  return typeof item === 'string' ? item : JSON.stringify(item);
}

/** One JSON log line as a readable one; anything that is not JSON as it came. */
export function readableLine(line: string): string {
  let entry: Entry;
  try {
    entry = JSON.parse(line) as Entry;
  } catch {
    return line;
  }
  const time = new Date(entry.time ?? Date.now()).toTimeString().slice(0, 8);
  const level = LEVELS[entry.level ?? 30] ?? String(entry.level);
  const fields = Object.entries(entry)
    .filter(([key]) => !OMITTED.has(key))
    .map(([key, item]) => `${key}=${value(key, item)}`);
  const error = (entry.err ?? entry.error) as ErrorEntry | undefined;
  const stack = error && typeof error === 'object' ? `\n${error.stack ?? error.message ?? ''}` : '';
  return `${time} ${level} ${entry.msg ?? ''}${fields.length > 0 ? ` (${fields.join(' ')})` : ''}${stack}`;
}

/** A stream for pino that writes each entry to `out` as a readable line. */
export function readableLog(out: NodeJS.WritableStream = process.stdout): Writable {
  return new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line.trim()) out.write(`${readableLine(line)}\n`);
      done();
    },
  });
}
