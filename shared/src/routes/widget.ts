import type { ComponentType } from 'react';

/**
 * A small piece of a remote's domain that the shell's home page shows without importing the
 * domain: each remote may expose `./widgets`, a list of these.
 */
export type PortalWidget = {
  id: string;
  /** The card's heading. */
  title: string;
  /** Lower comes first on the home page. */
  order: number;
  Component: ComponentType;
};

export function isPortalWidget(value: unknown): value is PortalWidget {
  if (typeof value !== 'object' || value === null) return false;
  const widget = value as Record<string, unknown>;
  return typeof widget.id === 'string' && typeof widget.title === 'string' && typeof widget.Component === 'function';
}
