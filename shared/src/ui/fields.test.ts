import { expect, it } from 'vitest';

/** The kit's sources here, read as text by the test runner (Vite's import.meta.glob). */
type Glob = (patterns: string[], options: { query: string; import: string; eager: true }) => Record<string, string>;
const SOURCES = (import.meta as ImportMeta & { glob: Glob }).glob(['./*.ts', './*.tsx', '!./*.test.*'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

it('builds the fields of @portal/shared/fields on the shared kit: they import it by name, never a kit file by its path', () => {
  const modules = [...SOURCES['./fields.ts']!.matchAll(/from '(\.\/[\w-]+)'/g)].map((match) => match[1]!);
  expect(modules.length).toBeGreaterThan(0);
  for (const name of modules) {
    const source = SOURCES[`${name}.tsx`] ?? SOURCES[`${name}.ts`]!;
    // A relative import would bundle a second copy of that kit module into the app, its words unloaded.
    expect(
      [...source.matchAll(/from '(\.{1,2}\/[^']*)'/g)].map((match) => match[1]),
      name,
    ).toEqual([]);
  }
});
