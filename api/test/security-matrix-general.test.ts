import { routeMatrix } from './security-matrix';

// The general routes of security-routes.ts, as anonymous, the resident, another resident, a super user and an admin.
routeMatrix('general');
