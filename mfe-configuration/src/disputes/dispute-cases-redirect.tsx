import { Navigate } from 'react-router';

/**
 * /configuration/disputes is where staff expect the disputes to handle; the disputes area already
 * lists everyone's disputes for staff, with filters and case handling, so this leads there.
 */
export function DisputeCasesRedirect() {
  return <Navigate to="/disputes?view=all" replace />;
}
