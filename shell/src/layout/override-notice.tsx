import { Alert } from '@portal/shared';

import { OVERRIDE_PARAM } from '../config/remote-overrides';
import { useShell } from '../context/shell-context';

/** A developer's tab that loads a remote from elsewhere says so on every page, with the way back. */
export function OverrideNotice() {
  const { overrides = [] } = useShell();
  if (overrides.length === 0) return null;
  return (
    <Alert type="warning" slim className="margin-bottom-3" role="status">
      For this tab only:{' '}
      {overrides.map((override, index) => (
        <span key={override.name}>
          {index > 0 && '; '}
          the <strong>{override.name}</strong> area is loaded from <code>{override.entry}</code> (
          <a href={`?${OVERRIDE_PARAM}=${override.name}`}>use the deployed one</a>)
        </span>
      ))}
      .
    </Alert>
  );
}
