import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

// The docs stay true to the tree: the files they name exist, every decision is in the index, and
// the product rules the code cites are the repository's own.

const root = path.resolve(import.meta.dirname, '..');
const read = (file) => readFile(path.join(root, file), 'utf8');
const tracked = () => execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);

// A path in backticks, with at least one folder and a file name with an extension (or a folder
// ending in `/`), and nothing a reader fills in (`<app>`, `{id}`, `*`).
const NAMED_PATH = /`((?:[\w.@-]+\/)+(?:[\w.-]+\.[a-z]{2,5}|[\w.-]+\/))`/g;
// Made by a build, a deploy or a run, not kept in the repository (the deploy writes edge/headers.json).
const MADE = /^(dist|deploy|DEPLOY_DIR|\.data|api\/\.data|api\/dist|tls|logs|site|builds|node_modules)\/|^edge\/headers\.json$/;
// A folder is checked only under one of the repository's own top-level folders (`reference/towns/` is an API path).
const topLevel = (named) => existsSync(path.join(root, named.split('/')[0]));
const DOCS = ['README.md', 'api/README.md', 'docs'];

async function docFiles() {
  const docs = (await readdir(path.join(root, 'docs'))).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`);
  return [...DOCS.filter((doc) => doc.endsWith('.md')), ...docs];
}

/** Where a named path may be: from the root, beside the doc, or inside any app (`src/routes.ts`). */
function exists(named, doc, files) {
  const clean = named.replace(/\/$/, '');
  if (existsSync(path.join(root, clean)) || existsSync(path.join(root, path.dirname(doc), clean))) return true;
  return files.some((file) => file.endsWith(`/${clean}`) || file.includes(`/${clean}/`));
}

describe('the docs', () => {
  it('name only files and folders the repository has', async () => {
    const files = tracked();
    const missing = [];
    for (const doc of await docFiles()) {
      const text = await read(doc);
      for (const [, named] of text.matchAll(NAMED_PATH)) {
        if (MADE.test(named) || named.startsWith('zod/') || named.startsWith('@')) continue;
        if (named.endsWith('/') && !topLevel(named)) continue;
        if (!exists(named, doc, files)) missing.push(`${doc}: ${named}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('index every decision under its own title', async () => {
    const index = await read('docs/decisions/README.md');
    const records = (await readdir(path.join(root, 'docs/decisions'))).filter((name) => /^\d{3}-.*\.md$/.test(name)).sort();
    for (const record of records) {
      const [heading] = (await read(`docs/decisions/${record}`)).split('\n');
      const [, number, title] = heading.match(/^# (\d{3}) (.*)$/);
      expect(index).toContain(`| [${number}](${record}) | ${title} |`);
    }
  });

  it('cite the product rules from docs/product-rules.md, whose sections exist', async () => {
    const rules = await read('docs/product-rules.md');
    const anchors = [...rules.matchAll(/^## (.*)$/gm)].map(([, heading]) => heading.toLowerCase().replace(/[^a-z0-9]+/g, '-'));
    // This file names the word it refuses.
    const citing = tracked().filter(
      (file) => /\.(ts|tsx|mjs|md)$/.test(file) && !file.startsWith('bench/results/') && file !== 'scripts/docs.test.mjs',
    );
    const cited = [];
    for (const file of citing) {
      const text = await read(file);
      expect(text, `${file} cites a document the repository does not have`).not.toMatch(/\bSPEC\b/);
      for (const [, anchor] of text.matchAll(/product-rules\.md#([a-z0-9-]+)/g)) cited.push([file, anchor]);
    }
    expect(cited.filter(([, anchor]) => !anchors.includes(anchor))).toEqual([]);
  });
});
