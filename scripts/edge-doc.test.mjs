import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { expect, it } from 'vitest';

// docs/operations.md shows the production edge's configuration as it is: edge/portal.conf, byte
// for byte, in its own fenced block.

const root = path.resolve(import.meta.dirname, '..');

it('docs/operations.md shows edge/portal.conf byte for byte', async () => {
  const conf = await readFile(path.join(root, 'edge/portal.conf'), 'utf8');
  const doc = await readFile(path.join(root, 'docs/operations.md'), 'utf8');
  const blocks = [...doc.matchAll(/^```nginx\n([\s\S]*?)^```$/gm)].map((match) => match[1]);
  expect(blocks).toContain(conf);
});
