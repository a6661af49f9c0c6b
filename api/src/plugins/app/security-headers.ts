import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { trustFunction } from './proxy-check';

/**
 * The policy of every API answer that does not bring its own (a stored file, the sandbox card
 * page, the API docs): JSON needs nothing, so nothing may load, run, frame it or be framed.
 */
export const API_CSP = "default-src 'none'; base-uri 'none'; object-src 'none'; frame-ancestors 'none'; form-action 'none'";
export const HSTS = 'max-age=31536000; includeSubDomains';
export const REFERRER_POLICY = 'no-referrer';

/** The headers every answer carries; HSTS only over HTTPS. */
export function securityHeaders(https: boolean): Record<string, string> {
  return {
    'Content-Security-Policy': API_CSP,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': REFERRER_POLICY,
    ...(https ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}

const EARLY_DETAILS: Record<number, string> = {
  400: 'The request could not be read.',
  408: 'The request took too long to arrive.',
  414: 'The address is too long.',
  431: 'The request headers are too large.',
};

/**
 * Fastify's options for the answers given before any route or hook runs, with the error shape
 * and the security headers (Fastify's own carry neither, and echo an over-long path back):
 * - frameworkErrors: the router's (a path segment over maxParamLength: 414; a path that does not
 *   decode: 400). Its request is not the one hooks see: it ignores TRUST_PROXY, so HTTPS is
 *   decided here with the same rule.
 * - clientErrorHandler: Node's HTTP parser's (headers, the URL among them, over 16 KB: 431; a
 *   malformed request: 400; too slow: 408), written straight to the socket as Fastify's default does.
 */
export function earlyErrorHandlers(trustProxy: boolean | string) {
  const trusted = trustFunction(trustProxy);
  const overHttps = (request: FastifyRequest) => {
    const socket = request.raw.socket as Socket & { encrypted?: boolean };
    const forwarded = request.headers['x-forwarded-proto'];
    if (typeof forwarded === 'string' && socket?.remoteAddress && trusted(socket.remoteAddress, 0)) {
      return forwarded.split(',').at(-1)?.trim() === 'https';
    }
    return socket?.encrypted === true;
  };

  function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    return reply
      .code(status)
      .headers(securityHeaders(overHttps(request)))
      .send({ detail: EARLY_DETAILS[status] ?? 'Internal Server Error' });
  }

  function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    if (socket.writable) {
      const body = JSON.stringify({ detail: EARLY_DETAILS[status] });
      const https = (socket as Socket & { encrypted?: boolean }).encrypted === true;
      const headers = {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': String(Buffer.byteLength(body)),
        Connection: 'close',
        ...securityHeaders(https),
      };
      const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
      socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('')}\r\n${body}`);
    }
    socket.destroy(error);
  }

  return { frameworkErrors, clientErrorHandler };
}

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
      if (!reply.hasHeader('referrer-policy')) reply.header('Referrer-Policy', REFERRER_POLICY);
      if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
      return payload;
    });
  },
  { name: 'security-headers' },
);
