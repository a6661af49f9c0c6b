import { createContext, useContext } from 'react';

import type { RemoteOverride } from '../config/remote-overrides';
import type { RemoteRegistry } from '../federation/remote-registry';

/** The remotes of this page, and those a developer pointed elsewhere for this tab. */
export const ShellContext = createContext<{ registry: RemoteRegistry; overrides?: RemoteOverride[] } | null>(null);

export function useShell() {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell must be used inside the shell');
  return shell;
}
