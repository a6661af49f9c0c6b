import { useEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';

import { Alert } from '@portal/shared';

import type { RemoteOverride } from '../config/remote-overrides';

type Props = { overrides: RemoteOverride[]; appName: string; onDecide: (load: boolean) => void };

/**
 * What a link with `?remote-override=` would do, said before it is done: code from another server
 * runs in this tab with the person's session, so it loads only once they say so.
 */
export function OverrideConfirmation({ overrides, appName, onDecide }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `Load code from outside the portal? | ${appName}`;
    heading.current?.focus();
  }, [appName]);
  return (
    <main className="grid-container portal-main" id="main-content">
      <h1 ref={heading} tabIndex={-1}>
        Load code from outside the portal?
      </h1>
      <Alert type="warning" role="region" heading="Code not published by the portal">
        <p>This tab will load:</p>
        <ul>
          {overrides.map((override) => (
            <li key={override.name}>
              the <strong>{override.name}</strong> area from <code>{override.entry}</code>
            </li>
          ))}
        </ul>
        <p>
          That code is not published by the portal and nothing checks it. It would run with your session: it could read your data and act as
          you. Load it only if it is your own build; Cancel keeps the portal’s own.
        </p>
      </Alert>
      <ul className="usa-button-group margin-top-3">
        <li className="usa-button-group__item">
          <button type="button" className="usa-button" onClick={() => onDecide(true)}>
            Load it
          </button>
        </li>
        <li className="usa-button-group__item">
          <button type="button" className="usa-button usa-button--outline" onClick={() => onDecide(false)}>
            Cancel
          </button>
        </li>
      </ul>
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
