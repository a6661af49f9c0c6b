import { startEarlyReads } from './config/early-reads';

// The config and the version are on their way while the shared libraries load and evaluate.
startEarlyReads();
// An async boundary, so that the shared singletons are negotiated before any app code runs.
import('./bootstrap');
