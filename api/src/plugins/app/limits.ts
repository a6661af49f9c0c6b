import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { TOO_MANY_REQUESTS } from '@portal/shared/contracts';

import type { Config } from '../../config';
import type { SecurityConfig } from '../../config-security';
import { clientKey } from '../../lib/client-key';
import { tooManyRequests } from '../../lib/errors';
import type { MailMessage } from '../../lib/mail';
import { hitRateLimit } from '../../lib/rate-limit';

type LimitName = keyof SecurityConfig['rateLimits'];

declare module 'fastify' {
  interface FastifyInstance {
    security: SecurityConfig;
    /**
     * Counts the request against a per-client-address limit (keyed by clientKey: an IPv6 client's
     * /64) and throws 429 with Retry-After (and `detail`, TOO_MANY_REQUESTS unless given) when it is over.
     */
    limitPerAddress: (request: FastifyRequest, name: LimitName, detail?: string) => Promise<void>;
    /**
     * Sends a mail about an account (reset link, registration) unless its recipient has had the
     * hour's share already; either way the caller answers the same, so nobody learns which.
     */
    sendAccountMail: (message: MailMessage) => Promise<void>;
  }
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    app.decorate('security', config.security);
    app.decorate('limitPerAddress', async (request: FastifyRequest, name: LimitName, detail: string = TOO_MANY_REQUESTS) => {
      const result = await hitRateLimit(app.db, name, clientKey(request), config.security.rateLimits[name]);
      if (!result.allowed) throw tooManyRequests(detail, result.retryAfterSeconds);
    });
    app.decorate('sendAccountMail', async (message: MailMessage) => {
      const result = await hitRateLimit(app.db, 'accountMail', message.to.toLowerCase(), config.security.rateLimits.accountMail);
      if (result.allowed) await app.mailer.send(message);
      else app.log.warn({ bucket: 'accountMail' }, 'account mail not sent: too many to one address this hour');
    });
  },
  { name: 'limits', dependencies: ['db', 'mail'] },
);
