import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';

// Only the XSRF cookie exists, and it is not signed: double-submit needs no secret.
export default fp(
  async (app) => {
    await app.register(cookie);
  },
  { name: 'cookie' },
);
