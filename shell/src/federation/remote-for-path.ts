// Imports nothing: the shell's entry uses it before the shared modules are negotiated.

/** The remote owning a path: one of its prefixes equals the path or is followed by a slash (any case). */
export function remoteForPath<T extends { prefixes: readonly string[] }>(remotes: readonly T[], pathname: string): T | undefined {
  const path = pathname.toLowerCase();
  return remotes.find((remote) =>
    remote.prefixes.some((prefix) => path === prefix.toLowerCase() || path.startsWith(`${prefix.toLowerCase()}/`)),
  );
}
