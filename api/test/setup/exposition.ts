/*
 * A strict reader of the Prometheus text exposition format (version 0.0.4): every line must be a
 * HELP, a TYPE or a sample of a family declared before it, names and labels well-formed, values
 * numbers, and each histogram's buckets cumulative up to +Inf, which equals its _count.
 */

export type Sample = { name: string; labels: Record<string, string>; value: number };
export type Family = { name: string; type: string; help: string; samples: Sample[] };

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);
const SUFFIXES: Record<string, string[]> = {
  counter: ['', '_total', '_created'],
  gauge: [''],
  untyped: [''],
  histogram: ['_bucket', '_sum', '_count', '_created'],
  summary: ['', '_sum', '_count', '_created'],
};

/** As Prometheus reads them (Go's ParseFloat): special values in any case, so prom-client's `Nan` too. */
function parseValue(text: string, line: string): number {
  if (/^\+?inf(inity)?$/i.test(text)) return Infinity;
  if (/^-inf(inity)?$/i.test(text)) return -Infinity;
  if (/^nan$/i.test(text)) return NaN;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) throw new Error(`not a number: ${line}`);
  return Number(text);
}

/** Reads `{a="x",b="y\"z"}` (escapes \\, \" and \n) and returns the labels and where the value starts. */
function parseLabels(text: string, line: string): { labels: Record<string, string>; rest: string } {
  const labels: Record<string, string> = {};
  let i = 1;
  while (text[i] !== '}') {
    const eq = text.indexOf('=', i);
    const name = text.slice(i, eq);
    if (eq < 0 || !LABEL.test(name) || text[eq + 1] !== '"') throw new Error(`bad label: ${line}`);
    if (name in labels) throw new Error(`label ${name} twice: ${line}`);
    let value = '';
    let j = eq + 2;
    for (; j < text.length && text[j] !== '"'; j += 1) {
      if (text[j] === '\\') {
        const next = text[j + 1];
        if (next !== '\\' && next !== '"' && next !== 'n') throw new Error(`bad escape: ${line}`);
        value += next === 'n' ? '\n' : next;
        j += 1;
      } else value += text[j];
    }
    if (j >= text.length) throw new Error(`unterminated label value: ${line}`);
    labels[name] = value;
    i = j + 1;
    if (text[i] === ',') i += 1;
    else if (text[i] !== '}') throw new Error(`bad label list: ${line}`);
  }
  return { labels, rest: text.slice(i + 1) };
}

function familyOf(name: string, families: Map<string, Family>): Family | undefined {
  const exact = families.get(name);
  if (exact) return exact;
  for (const [familyName, family] of families) {
    if (name.startsWith(familyName) && SUFFIXES[family.type]!.includes(name.slice(familyName.length))) return family;
  }
  return undefined;
}

export function parseExposition(text: string): Map<string, Family> {
  const families = new Map<string, Family>();
  if (!text.endsWith('\n')) throw new Error('the exposition must end with a newline');
  for (const line of text.slice(0, -1).split('\n')) {
    if (line === '') continue;
    const meta = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line);
    if (meta) {
      const [, kind, name, rest] = meta as unknown as [string, string, string, string];
      if (!NAME.test(name)) throw new Error(`bad metric name: ${line}`);
      const family = families.get(name) ?? { name, type: 'untyped', help: '', samples: [] };
      if (kind === 'TYPE') {
        if (!TYPES.has(rest)) throw new Error(`bad type: ${line}`);
        if (family.samples.length > 0) throw new Error(`TYPE after samples: ${line}`);
        family.type = rest;
      } else family.help = rest;
      families.set(name, family);
      continue;
    }
    if (line.startsWith('#')) continue;
    const name = /^[a-zA-Z_:][a-zA-Z0-9_:]*/.exec(line)?.[0];
    if (!name) throw new Error(`bad sample: ${line}`);
    let rest = line.slice(name.length);
    let labels: Record<string, string> = {};
    if (rest.startsWith('{')) ({ labels, rest } = parseLabels(rest, line));
    const parts = rest.trim().split(' ');
    if (!rest.startsWith(' ') || parts.length < 1 || parts.length > 2) throw new Error(`bad sample: ${line}`);
    const value = parseValue(parts[0]!, line);
    if (parts[1] !== undefined && !/^-?\d+$/.test(parts[1])) throw new Error(`bad timestamp: ${line}`);
    const family = familyOf(name, families);
    if (!family) throw new Error(`sample of an undeclared family: ${line}`);
    family.samples.push({ name, labels, value });
  }
  for (const family of families.values()) if (family.type === 'histogram') checkHistogram(family);
  return families;
}

/** Per label set: buckets' `le` ascending, counts never falling, `+Inf` present and equal to `_count`. */
function checkHistogram(family: Family) {
  const series = new Map<string, { buckets: Sample[]; count?: number }>();
  const keyOf = (labels: Record<string, string>) =>
    JSON.stringify(
      Object.entries(labels)
        .filter(([k]) => k !== 'le')
        .sort(([a], [b]) => a.localeCompare(b)),
    );
  for (const sample of family.samples) {
    const entry = series.get(keyOf(sample.labels)) ?? { buckets: [] };
    if (sample.name.endsWith('_bucket')) entry.buckets.push(sample);
    if (sample.name.endsWith('_count')) entry.count = sample.value;
    series.set(keyOf(sample.labels), entry);
  }
  for (const [key, { buckets, count }] of series) {
    let le = -Infinity;
    let cumulative = 0;
    for (const bucket of buckets) {
      const bound = parseValue(bucket.labels.le ?? '', `${family.name} ${key}`);
      if (!(bound > le) || bucket.value < cumulative) throw new Error(`${family.name} ${key}: buckets out of order`);
      le = bound;
      cumulative = bucket.value;
    }
    if (le !== Infinity || cumulative !== count) throw new Error(`${family.name} ${key}: +Inf bucket missing or not _count`);
  }
}

/** The samples of one series name whose labels include all of `labels`. */
export function samplesOf(families: Map<string, Family>, name: string, labels: Record<string, string> = {}): Sample[] {
  const family = familyOf(name, families);
  return (family?.samples ?? []).filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
}
