// What this remote offers the shell: its routes, each with a handle the shell enforces, and its home widgets.
export default { name: '__NAME__', exposes: { './routes': './src/routes.ts', './widgets': './src/widgets.ts' } };
