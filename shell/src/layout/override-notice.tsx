import { Alert } from '@portal/shared';

import { OVERRIDE_PARAM } from '../config/remote-overrides';
import { useShell } from '../context/shell-context';
import { Rich, useText } from '../text';

/** A developer's tab that loads a remote from elsewhere says so on every page, with the way back. */
export function OverrideNotice() {
  const { overrides = [] } = useShell();
  const t = useText();
  if (overrides.length === 0) return null;
  return (
    <Alert type="warning" slim className="margin-bottom-3" role="status">
      {t('override.notice.intro')}{' '}
      {overrides.map((override, index) => (
        <span key={override.name}>
          {index > 0 && '; '}
          <Rich
            id="override.notice.item"
            values={{ name: <>{override.name}</>, entry: <>{override.entry}</> }}
            components={{ 0: <strong />, 1: <code />, 2: <a href={`?${OVERRIDE_PARAM}=${override.name}`} /> }}
          />
        </span>
      ))}
      .
    </Alert>
  );
}
