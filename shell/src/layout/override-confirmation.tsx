import { useEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';

import { Alert, ButtonGroup, FormPage } from '@portal/shared';

import type { RemoteOverride } from '../config/remote-overrides';
import { Rich, useText } from '../text';
import { pageHeading, pageTitle } from './page-change';

type Props = { overrides: RemoteOverride[]; appName: string; onDecide: (load: boolean) => void };

/**
 * What a link with `?remote-override=` would do, said before it is done: code from another server
 * runs in this tab with the person's session, so it loads only once they say so.
 */
export function OverrideConfirmation({ overrides, appName, onDecide }: Props) {
  const main = useRef<HTMLElement>(null);
  const t = useText();
  const title = t('override.confirm.heading');
  useEffect(() => {
    document.title = pageTitle(title, undefined, appName);
  }, [title, appName]);
  // No page change brings this page: it takes focus on its heading itself, as a new page's.
  useEffect(() => {
    const heading = main.current && pageHeading(main.current);
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, []);
  return (
    <main ref={main} className="grid-container portal-main" id="main-content">
      <FormPage title={title}>
        <Alert type="warning" role="region" heading={t('override.confirm.alert')}>
          <p>{t('override.confirm.loads')}</p>
          <ul>
            {overrides.map((override) => (
              <li key={override.name}>
                <Rich
                  id="override.confirm.item"
                  values={{ name: <>{override.name}</>, entry: <>{override.entry}</> }}
                  components={{ 0: <strong />, 1: <code /> }}
                />
              </li>
            ))}
          </ul>
          <p>{t('override.confirm.risk')}</p>
        </Alert>
        <ButtonGroup className="margin-top-3">
          <button type="button" className="usa-button" onClick={() => onDecide(true)}>
            {t('override.confirm.load')}
          </button>
          <button type="button" className="usa-button usa-button--outline" onClick={() => onDecide(false)}>
            {t('override.confirm.cancel')}
          </button>
        </ButtonGroup>
      </FormPage>
    </main>
  );
}

/** Shows the confirmation in `container` (before the portal renders there) and gives the person's answer. */
export function confirmOverrides(container: HTMLElement, overrides: RemoteOverride[], appName: string): Promise<boolean> {
  const root = createRoot(container);
  return new Promise((resolve) => {
    root.render(
      <OverrideConfirmation
        overrides={overrides}
        appName={appName}
        onDecide={(load) => {
          root.unmount();
          resolve(load);
        }}
      />,
    );
  });
}
