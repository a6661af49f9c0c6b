// Compiles an app's USWDS sheet (a .scss that lists the packages it needs, see uswds-css.mjs) for the
// bundler's own CSS support, which then ships it with the chunks that import it. Its utilities are
// those its package's sources name; its url()s lead to USWDS's images, which the bundler emits
// beside the app's own files.
import { existsSync } from 'node:fs';
import path from 'node:path';

import { partials, uswdsDist, uswdsSheet } from './uswds-css.mjs';

/** The folder of the package a file belongs to. */
function packageDir(file) {
  let dir = path.dirname(file);
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return dir;
}

export default function uswdsLoader() {
  const sources = path.join(packageDir(this.resourcePath), 'src');
  this.addContextDependency(sources);
  for (const partial of partials()) this.addDependency(partial);
  const dist = path.relative(path.dirname(this.resourcePath), uswdsDist()).split(path.sep).join('/');
  return uswdsSheet(this.resourcePath, [sources]).replaceAll('../img/', `${dist}/img/`).replaceAll('../fonts/', `${dist}/fonts/`);
}
