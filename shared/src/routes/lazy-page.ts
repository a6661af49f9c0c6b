import type { ComponentType } from 'react';

/** A route's `lazy` that loads one named page component from a module, in its own chunk. */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return () => load().then((module) => ({ Component: module[name] }));
}
