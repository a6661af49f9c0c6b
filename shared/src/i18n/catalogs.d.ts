// An app's English catalog made into the pseudo-locale by its build (tools/catalog-loader.mjs).
declare module '*.json?pseudo' {
  const messages: Record<string, unknown>;
  export default messages;
}
