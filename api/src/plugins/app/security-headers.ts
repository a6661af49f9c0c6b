import fp from 'fastify-plugin';

/**
 * The policy of every API answer that does not bring its own (a stored file, the sandbox card
 * page, the API docs): JSON needs nothing, so nothing may load, run, frame it or be framed.
 */
export const API_CSP = "default-src 'none'; base-uri 'none'; object-src 'none'; frame-ancestors 'none'; form-action 'none'";
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer, errors and 404s included. HSTS only over HTTPS (directly or,
 * with TRUST_PROXY, as the load balancer's X-Forwarded-Proto says): over plain HTTP it would be
 * ignored, and on localhost it would pin the developer's browser.
 */
export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      // Routes with their own policy set it before this runs; the docs' plugin sets its own after.
      if (!reply.hasHeader('content-security-policy')) reply.header('Content-Security-Policy', API_CSP);
      reply.header('X-Content-Type-Options', 'nosniff');
      if (!reply.hasHeader('referrer-policy')) reply.header('Referrer-Policy', 'no-referrer');
      if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
      return payload;
    });
  },
  { name: 'security-headers' },
);
