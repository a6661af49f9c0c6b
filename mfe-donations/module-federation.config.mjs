// What this remote offers the shell: its routes, each with a handle the shell enforces.
export default { name: 'donations', exposes: { './routes': './src/routes.ts', './widgets': './src/widgets.ts' } };
