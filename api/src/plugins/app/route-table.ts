import fp from 'fastify-plugin';

export type RouteEntry = {
  method: string;
  url: string;
  /** The route opted out of the XSRF double-submit check (`config: { xsrf: false }`). */
  xsrfExempt: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app registered, HEAD twins of GET left out: for audits such as the security suite. */
    routeTable: readonly RouteEntry[];
  }
}

/** Records routes as they are added; registered before any of them. Costs one array of a few hundred rows. */
export default fp(
  async (app) => {
    const table: RouteEntry[] = [];
    app.decorate('routeTable', table);
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const config = route.config as { xsrf?: boolean } | undefined;
      for (const method of methods) {
        // Fastify's automatic HEAD twin of a GET route comes right after it.
        if (method === 'HEAD' && table.some((r) => r.method === 'GET' && r.url === route.url)) continue;
        table.push({ method, url: route.url, xsrfExempt: config?.xsrf === false });
      }
    });
  },
  { name: 'route-table' },
);
