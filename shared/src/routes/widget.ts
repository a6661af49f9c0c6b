import type { ComponentType } from 'react';

import type { AppText, Translate } from '../i18n/text';

/**
 * A small piece of a remote's domain that the shell's home page shows without importing the
 * domain: each remote may expose `./widgets`, a list of these.
 */
export type PortalWidget = {
  id: string;
  /** The card's heading: a message of the remote's catalogs, looked up with `text` (see widgetsWithText). */
  title: string;
  /** The remote's words. */
  text?: Translate;
  /** Resolves once the remote's catalog of the page's language is here: the home page waits for it. */
  ready?: () => Promise<void>;
  /** Lower comes first on the home page. */
  order: number;
  Component: ComponentType;
};

export function isPortalWidget(value: unknown): value is PortalWidget {
  if (typeof value !== 'object' || value === null) return false;
  const widget = value as Record<string, unknown>;
  return typeof widget.id === 'string' && typeof widget.title === 'string' && typeof widget.Component === 'function';
}

/** A remote's widgets with its words: each title looked up in its catalogs, drawn once they are here. */
export function widgetsWithText(text: AppText, widgets: PortalWidget[]): PortalWidget[] {
  return widgets.map((widget) => ({ ...widget, text: text.text, ready: () => text.ready() }));
}

/** A widget's heading in the page's language. */
export const widgetTitle = (widget: Pick<PortalWidget, 'title' | 'text'>) => (widget.text ? widget.text(widget.title) : widget.title);
