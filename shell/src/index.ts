// An async boundary, so that the shared singletons are negotiated before any app code runs.
import('./bootstrap');
