import { createContext, useContext } from 'react';
import type { RemoteRegistry } from '../federation/remote-registry';

export const ShellContext = createContext<{ registry: RemoteRegistry } | null>(null);

export function useShell() {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell must be used inside the shell');
  return shell;
}
