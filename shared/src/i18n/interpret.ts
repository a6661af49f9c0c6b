// Says a compiled message: the catalogs are ICU MessageFormat, compiled by the build
// (tools/catalog-loader.mjs, with @lingui/message-utils' compileMessage) into text and placeholders,
// which this reads in a language. What the portal's messages use: `{name}`, `{n, number}`,
// `{n, plural, …}` with `#` and `=0`, `{n, selectordinal, …}` and `{kind, select, …}`; dates and
// times are values the kit's formatters wrote (the loader refuses a `date` or `time` placeholder).
// Decision 025 measures it against Lingui's core.

type Cases = Record<string, Compiled> & { offset?: number };
type Placeholder = [name: string, type?: string, format?: Cases | string];
/** A message as compiled: text, and placeholders `[name, type?, format?]`. */
export type Compiled = string | Array<string | Placeholder>;

const formatters = new Map<string, Intl.PluralRules | Intl.NumberFormat>();

function memo<T extends Intl.PluralRules | Intl.NumberFormat>(key: string, make: () => T): T {
  let found = formatters.get(key) as T | undefined;
  if (!found) {
    found = make();
    formatters.set(key, found);
  }
  return found;
}

const numberIn = (locales: string[], style?: string) =>
  memo(`n:${locales.join()}:${style ?? ''}`, () => new Intl.NumberFormat(locales, style ? { style: style as 'decimal' } : {}));

const rulesIn = (locales: string[], type: Intl.PluralRuleType) =>
  memo(`p:${locales.join()}:${type}`, () => new Intl.PluralRules(locales, { type }));

/** `message` with `values`, in the language of `locales` (its formatting locale first). */
export function interpret(message: Compiled, values: Record<string, unknown> = {}, locales: string[] = ['en-US']): string {
  const say = (tokens: Compiled, count?: number): string => {
    if (typeof tokens === 'string') return tokens;
    let out = '';
    for (const token of tokens) {
      if (typeof token === 'string') {
        out += token === '#' && count !== undefined ? numberIn(locales).format(count) : token;
        continue;
      }
      const [name, type, format] = token;
      const value = values[name];
      if (type === 'plural' || type === 'selectordinal') {
        const { offset = 0, ...cases } = format as Cases;
        const n = Number(value);
        const rule = rulesIn(locales, type === 'plural' ? 'cardinal' : 'ordinal').select(n - offset);
        out += say(cases[String(n)] ?? cases[rule] ?? cases.other ?? '', n - offset);
      } else if (type === 'select') {
        const cases = format as Cases;
        out += say(cases[String(value)] ?? cases.other ?? '');
      } else if (type === 'number') {
        out += numberIn(locales, format as string | undefined).format(Number(value));
      } else if (value != null) {
        out += String(value);
      }
    }
    return out;
  };
  return say(message);
}
