import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { csrfFailed } from '../../lib/errors';
import { randomToken, safeEqual, TOKEN_PATTERN } from '../../lib/tokens';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `false` exempts a route from the double-submit check. Only for requests that never come
     * from the portal's pages: a payment provider's signed webhook, and the sandbox provider's
     * hosted checkout, which stands in for a third-party origin. Nothing else may set it.
     */
    xsrf?: boolean;
  }
  interface FastifyReply {
    /** Sets the XSRF cookie (again), keeping the request's value when it has a valid one. */
    issueXsrfCookie: () => void;
  }
}

function currentCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[XSRF_COOKIE];
  return value && TOKEN_PATTERN.test(value) ? value : undefined;
}

function setXsrfCookie(request: FastifyRequest, reply: FastifyReply, value: string) {
  reply.setCookie(XSRF_COOKIE, value, {
    path: '/',
    sameSite: 'lax',
    // The front end reads it to echo it in a header: that is the point of double-submit.
    httpOnly: false,
    secure: request.protocol === 'https',
    maxAge: 365 * 24 * 60 * 60,
  });
}

/**
 * Double-submit CSRF defence: every response plants a random cookie when the request has none,
 * and every unsafe method must echo that cookie in a header, which another site cannot read.
 */
export default fp(
  async (app) => {
    app.decorateReply('issueXsrfCookie', function (this: FastifyReply) {
      setXsrfCookie(this.request, this, currentCookie(this.request) ?? randomToken());
    });

    app.addHook('onRequest', async (request, reply) => {
      const cookie = currentCookie(request);
      if (!cookie) setXsrfCookie(request, reply, randomToken());
      // Unknown paths answer 404 whatever the method.
      if (SAFE_METHODS.has(request.method) || request.routeOptions.url === undefined) return;
      if (request.routeOptions.config.xsrf === false) return;
      const header = request.headers[XSRF_HEADER];
      if (!cookie || typeof header !== 'string' || !safeEqual(header, cookie)) throw csrfFailed();
    });
  },
  { name: 'xsrf', dependencies: ['cookie'] },
);
