import { useCallback, useEffect, useState, type ReactNode } from 'react';

import { kitText, pageLanguage, TryAgainButton, usePortal, widgetTitle, type PortalWidget, type RemoteConfig } from '@portal/shared';

import { useShell } from '../context/shell-context';
import type { RemoteRegistry } from '../federation/remote-registry';
import { WidgetPlaceholder } from '../layout/placeholders';
import { reportClientError } from '../session/report-client-error';
import { useText } from '../text';
import { WidgetBoundary } from './widget-boundary';

type State = { status: 'loading' } | { status: 'ready'; widgets: PortalWidget[] } | { status: 'failed' };

function WidgetCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <li className="usa-card tablet:grid-col-6 desktop:grid-col-4">
      <div className="usa-card__container portal-widget">
        <div className="usa-card__header">
          <h2 className="usa-card__heading">{title}</h2>
        </div>
        <div className="usa-card__body">{children}</div>
      </div>
    </li>
  );
}

/**
 * Starts loading every remote's widgets, for a page opened on home: they then load while the
 * session is checked and the page renders, not after. The cards take the same attempts, a failed
 * one included (it is reported once and shown with its "Try again").
 */
export function preloadWidgets(registry: Pick<RemoteRegistry, 'all' | 'loadWidgets'>): void {
  for (const remote of registry.all) if (remote.widgets) registry.loadWidgets(remote).catch(() => {});
}

/**
 * The area a remote is: its name in the page's language ("News and polls"), or for a remote built
 * before it published one (decision 027), as the header names the section of its first entry.
 */
export function areaName(remote: RemoteConfig): string | undefined {
  const named = remote.names?.[pageLanguage()] ?? remote.names?.en;
  if (named) return named;
  const [first] = [...(remote.navigation ?? [])].sort((a, b) => a.order - b.order);
  const id = first && `navigation.section.${first.section}`;
  return id && kitText.has(id) ? kitText.text(id) : undefined;
}

/** The widgets one remote offers the home page; if the remote is down, one card, named by its area, says so. */
export function RemoteWidgets({ remote }: { remote: RemoteConfig }) {
  const { registry } = useShell();
  const { api, config } = usePortal();
  const [state, setState] = useState<State>({ status: 'loading' });
  const t = useText();

  const load = useCallback(() => {
    let current = true;
    // Drawn once the remote's words in the page's language are here too.
    registry
      .loadWidgets(remote)
      .then((widgets) => Promise.all(widgets.map((widget) => widget.ready?.())).then(() => widgets))
      .then(
        (widgets) => current && setState({ status: 'ready', widgets }),
        () => current && setState({ status: 'failed' }),
      );
    return () => {
      current = false;
    };
  }, [registry, remote]);
  useEffect(load, [load]);

  // However slow the line: the card's place, grey, until the widgets come or the remote has failed.
  if (state.status === 'loading') return <WidgetPlaceholder />;
  if (state.status === 'failed') {
    const area = areaName(remote);
    return (
      <WidgetCard title={area ? t('widgets.unavailable.titleOf', { area }) : t('widgets.unavailable.title')}>
        <p>{t('widgets.unavailable.text')}</p>
        <TryAgainButton
          onClick={() => {
            registry.reset(remote.name);
            setState({ status: 'loading' });
            load();
          }}
        />
      </WidgetCard>
    );
  }
  return (
    <>
      {[...state.widgets]
        .sort((a, b) => a.order - b.order)
        .map((widget) => ({ ...widget, title: widgetTitle(widget) }))
        .map(({ id, title, Component }) => (
          <WidgetCard key={id} title={title}>
            <WidgetBoundary
              fallback={<p>{t('widgets.unavailable.text')}</p>}
              onError={(error) =>
                reportClientError(api, config.errorLogUrl, { source: 'render', remote: remote.name, message: error.message })
              }
            >
              <Component />
            </WidgetBoundary>
          </WidgetCard>
        ))}
    </>
  );
}
