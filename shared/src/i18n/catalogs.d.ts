// A part of an app's catalog, or of its English made into the pseudo-locale, as its build compiles
// it (tools/catalog-loader.mjs, decision 025).
declare module '*.json?first' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*.json?pages' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*.json?pseudo' {
  const messages: Record<string, unknown>;
  export default messages;
}
