// The languages a request asks for (Accept-Language) matched against those the portal speaks
// (LANGUAGES). The locale each is written in is the pages' too (usLocale in @portal/shared/writing).

/** Entries of an Accept-Language header read, at most: a longer header is cut, not refused. */
const MAX_RANGES = 32;
/** The longest range read: language, script, region and a variant or two fit well within it. */
const MAX_RANGE_LENGTH = 64;
const RANGE = /^(?:\*|[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*)$/;
const QUALITY = /^q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/i;

/**
 * The language ranges of an Accept-Language header, most wanted first (RFC 9110 §12.5.4): those
 * of equal quality in the order given; `q=0` (not wanted) and malformed entries are left out.
 */
export function acceptedRanges(header: string): string[] {
  const ranges: Array<{ range: string; quality: number; order: number }> = [];
  for (const [order, entry] of header.split(',').slice(0, MAX_RANGES).entries()) {
    const [rawRange = '', ...parameters] = entry.split(';').map((part) => part.trim());
    if (rawRange.length > MAX_RANGE_LENGTH || !RANGE.test(rawRange)) continue;
    let quality = 1;
    for (const parameter of parameters) {
      const compact = parameter.replace(/\s+/g, '');
      if (!/^q=/i.test(compact)) continue;
      const match = QUALITY.exec(compact);
      quality = match?.[1] === undefined ? Number.NaN : Number(match[1]);
    }
    if (!(quality > 0)) continue;
    ranges.push({ range: rawRange, quality, order });
  }
  return ranges.sort((a, b) => b.quality - a.quality || a.order - b.order).map(({ range }) => range);
}

/**
 * The language of `languages` an Accept-Language header asks for, or null when it asks for none of
 * them. Each range, best first, is looked up as RFC 4647 §3.4 does it: the range itself, then
 * without its last subtag, and so on ("es-US" finds "es"); a bare language finds one of its regions
 * when the portal speaks only that ("pt" finds "pt-BR"); `*` is the first of `languages`.
 */
export function bestLanguage(header: string | undefined, languages: readonly string[]): string | null {
  if (!header) return null;
  const byLowerCase = new Map(languages.map((code) => [code.toLowerCase(), code]));
  for (const range of acceptedRanges(header)) {
    if (range === '*') return languages[0] ?? null;
    const subtags = range.toLowerCase().split('-');
    for (let length = subtags.length; length > 0; length -= 1) {
      const found = byLowerCase.get(subtags.slice(0, length).join('-'));
      if (found) return found;
    }
    const regional = languages.find((code) => code.toLowerCase().split('-')[0] === subtags[0]);
    if (regional) return regional;
  }
  return null;
}
