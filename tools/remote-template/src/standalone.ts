// This remote alone, as a page of its own (development only; see tools/rspack-preset/index.mjs).
// An async boundary, so that the shared singletons are negotiated before any app code runs.
import('./standalone-bootstrap');
