import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when the instance starts shutting down: health answers 503 "draining" from then on. */
    lifecycle: { draining: boolean };
  }
}

/**
 * While draining, every answer closes its connection, so that a balancer's kept-alive
 * connections end with the request they carry and no new request reaches a closing instance.
 */
export default fp(
  async (app) => {
    const lifecycle = { draining: false };
    app.decorate('lifecycle', lifecycle);
    app.addHook('onSend', async (_request, reply) => {
      if (lifecycle.draining) reply.header('connection', 'close');
    });
  },
  { name: 'draining' },
);
