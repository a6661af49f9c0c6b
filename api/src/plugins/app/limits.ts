import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import type { Config } from '../../config';
import type { SecurityConfig } from '../../config-security';
import { msg, type Message } from '../../i18n';
import { clientKey } from '../../lib/client-key';
import { tooManyRequests } from '../../lib/errors';
import { storedWithin, type StoredRows } from '../../services/account-quota';
import type { MailMessage } from '../../services/mail';
import { hitRateLimit } from '../../services/rate-limit';
import { currentUser } from './auth';

/** The 429 of any route over a per-address limit (the contract's TOO_MANY_REQUESTS). */
const TOO_MANY_REQUESTS = msg('limit.tooManyRequests');

type LimitName = keyof SecurityConfig['rateLimits'];

/**
 * Kinds of account mail, each with budgets of its own, so that mails a stranger can have sent
 * (registration links and notices, reset links) never use up another kind's: `pause` is the
 * mail that a pause of the account's logins sends, with a way back in.
 */
export type AccountMailKind = 'registration' | 'reset' | 'pause';

declare module 'fastify' {
  interface FastifyInstance {
    security: SecurityConfig;
    /**
     * Counts the request against a per-client-address limit (keyed by clientKey: an IPv6 client's
     * /64) and throws 429 with Retry-After (and `detail`, TOO_MANY_REQUESTS unless given) when it is over.
     */
    limitPerAddress: (request: FastifyRequest, name: LimitName, detail?: Message) => Promise<void>;
    /**
     * What one account may add to the database: throws 429 with Retry-After and `detail` when the
     * signed-in caller has already stored the limit's rows in `stored` (together) within its window.
     */
    limitPerAccount: (request: FastifyRequest, name: LimitName, stored: StoredRows[], detail?: Message) => Promise<void>;
    /**
     * Sends a mail about an account, composed only when it goes: a registration or reset mail
     * unless the requesting client address key has used up its own share of that kind for the
     * recipient (RATE_LIMIT_ACCOUNT_MAIL), so no number of other addresses can use up the owner's;
     * the pause mail always, as only the failure that starts a pause sends it. Either way the
     * caller answers the same, so nobody learns which.
     */
    sendAccountMail: (request: FastifyRequest, kind: AccountMailKind, to: string, compose: () => Promise<MailMessage>) => Promise<void>;
  }
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    app.decorate('security', config.security);
    app.decorate('limitPerAddress', async (request: FastifyRequest, name: LimitName, detail: Message = TOO_MANY_REQUESTS) => {
      const result = await hitRateLimit(app.db, name, clientKey(request), config.security.rateLimits[name]);
      if (!result.allowed) throw tooManyRequests(detail, result.retryAfterSeconds);
    });
    app.decorate(
      'limitPerAccount',
      async (request: FastifyRequest, name: LimitName, stored: StoredRows[], detail: Message = TOO_MANY_REQUESTS) => {
        const result = await storedWithin(app.db, stored, currentUser(request).id, config.security.rateLimits[name]);
        if (!result.allowed) throw tooManyRequests(detail, result.retryAfterSeconds);
      },
    );
    app.decorate(
      'sendAccountMail',
      async (request: FastifyRequest, kind: AccountMailKind, to: string, compose: () => Promise<MailMessage>) => {
        if (kind !== 'pause') {
          const bucket = `accountMail:${kind}`;
          const share = `${to.toLowerCase()} ${clientKey(request)}`;
          if (!(await hitRateLimit(app.db, bucket, share, config.security.rateLimits.accountMail)).allowed) {
            app.log.warn({ bucket }, 'account mail not sent: too many of its kind this hour');
            return;
          }
        }
        await app.mailer.send(await compose());
      },
    );
  },
  { name: 'limits', dependencies: ['db', 'mail'] },
);
