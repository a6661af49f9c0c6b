// One format for every file of the portal: `pnpm lint` checks it, `pnpm format` applies it.
/** @type {import('prettier').Config} */
export default {
  printWidth: 140,
  singleQuote: true,
  trailingComma: 'all',
  plugins: ['@ianvs/prettier-plugin-sort-imports'],
  // Node's modules, then packages, then the portal's own packages, then the app's own files.
  importOrder: ['<BUILTIN_MODULES>', '', '<THIRD_PARTY_MODULES>', '', '^@portal/(.*)$', '', '^[.]'],
  importOrderTypeScriptVersion: '6.0.0',
};
