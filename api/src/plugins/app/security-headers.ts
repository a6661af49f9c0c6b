import type { Socket } from 'node:net';

import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { earlyAnswer, earlyClientErrors } from '@portal/shared/early-errors';

import { english, msg, say, type MessageId } from '../../i18n';
import { bestLanguage } from '../../lib/languages';
import { trustFunction } from './proxy-check';

/** The router's answers (early-errors) in the catalogs' words, by status. */
const EARLY_MESSAGES: Partial<Record<number, MessageId>> = { 400: 'request.unreadable', 414: 'request.addressTooLong' };

/**
 * An early answer's detail in the language its Accept-Language asks for among `languages` (the
 * router answers before any hook, so before the account is known), and that language.
 */
function earlyDetail(status: number, detail: string, acceptLanguage: string | undefined, languages: readonly string[]) {
  const id = EARLY_MESSAGES[status];
  if (!id || english(msg(id)) !== detail) return null;
  const language = bestLanguage(acceptLanguage, languages) ?? languages[0] ?? 'en';
  return { language, detail: say(language, msg(id)) };
}

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

/**
 * Fastify's options for the answers given before any route or hook runs (@portal/shared/early-errors),
 * with the security headers. The router's request is not the one hooks see: it ignores
 * TRUST_PROXY, so HTTPS is decided here with the same rule.
 */
export function earlyErrorHandlers(trustProxy: boolean | string, languages: readonly string[]) {
  const trusted = trustFunction(trustProxy);
  const encrypted = (socket: Socket | undefined) => (socket as (Socket & { encrypted?: boolean }) | undefined)?.encrypted === true;
  const overHttps = (request: FastifyRequest) => {
    const socket = request.raw.socket;
    const forwarded = request.headers['x-forwarded-proto'];
    if (typeof forwarded === 'string' && socket?.remoteAddress && trusted(socket.remoteAddress, 0)) {
      return forwarded.split(',').at(-1)?.trim() === 'https';
    }
    return encrypted(socket);
  };
  return {
    frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
      const { status, body } = earlyAnswer(error);
      const header = request.headers['accept-language'];
      const spoken = earlyDetail(status, body.detail, Array.isArray(header) ? header.join(',') : header, languages);
      if (spoken) reply.headers({ 'Content-Language': spoken.language, Vary: 'Accept-Language' });
      return reply
        .code(status)
        .headers(securityHeaders(overHttps(request)))
        .send(spoken ? { detail: spoken.detail } : body);
    },
    clientErrorHandler: earlyClientErrors((socket: Socket) => securityHeaders(encrypted(socket))),
  };
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
