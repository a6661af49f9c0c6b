import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';

import type { Config } from './config';
import { readableLog } from './lib/readable-log';
import { applyFriendlyZodMessages } from './lib/zod-messages';
import auth from './plugins/app/auth';
import background from './plugins/app/background';
import draining from './plugins/app/draining';
import errorHandler from './plugins/app/error-handler';
import language from './plugins/app/language';
import limits from './plugins/app/limits';
import metrics from './plugins/app/metrics';
import passwordWork from './plugins/app/password-work';
import proxyCheck from './plugins/app/proxy-check';
import responseCheck from './plugins/app/response-check';
import retention from './plugins/app/retention';
import routeFolders from './plugins/app/route-folders';
import routeTable from './plugins/app/route-table';
import searchLimit from './plugins/app/search-limit';
import securityHeaders, { earlyErrorHandlers } from './plugins/app/security-headers';
import storableText from './plugins/app/storable-text';
import xsrf from './plugins/app/xsrf';
import cookie from './plugins/external/cookie';
import db from './plugins/external/db';
import mail from './plugins/external/mail';
import payments from './plugins/external/payments';
import swagger from './plugins/external/swagger';

/** Builds the whole API, database migrated (and seeded if configured), ready for inject or listen. */
export async function buildApp(config: Config) {
  applyFriendlyZodMessages();
  const app = Fastify({
    // JSON lines, or readable ones for a person (LOG_FORMAT=pretty: `pnpm start`, a terminal).
    logger: { level: config.logLevel, ...(config.logFormat === 'pretty' ? { stream: readableLog() } : {}) },
    trustProxy: config.trustProxy,
    // Creating a PGlite data dir, or waiting for another instance's migrations, outlasts the 10 s default.
    pluginTimeout: 60_000,
    // A draining instance still serves what reaches it on an open connection, and closes that
    // connection after the answer (plugins/app/draining.ts), rather than answering 503.
    return503OnClosing: false,
    // Closing the app closes the kept-alive connections that carry no request; the others end
    // with their answer.
    forceCloseConnections: 'idle',
    // Longer than a balancer keeps an idle connection to an instance (nginx: keepalive_timeout 60s
    // in the upstream), so that an instance never closes one the balancer is about to use.
    keepAliveTimeout: 72_000,
    // Answers given before any hook runs still carry the security headers and the error shape.
    ...earlyErrorHandlers(config.trustProxy, config.languages),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  try {
    // First, so that it sees every route registered after it.
    await app.register(routeTable);
    // Before the database, whose queries it times, and every route, whose answers it counts.
    await app.register(metrics, { config });
    await app.register(draining);
    // External services first, then the app's cross-cutting rules, then the routes they guard.
    await app.register(db, { config });
    await app.register(mail, { config });
    await app.register(payments, { config });
    await app.register(cookie);
    await app.register(securityHeaders);
    await app.register(proxyCheck, { config });
    await app.register(swagger, { ui: config.apiDocsUi });
    await app.register(responseCheck, { file: config.responseCheckFile });
    // Before the error handler, whose answers speak the request's language.
    await app.register(language, { config });
    await app.register(errorHandler);
    await app.register(xsrf);
    await app.register(auth, { config });
    await app.register(limits, { config });
    await app.register(background);
    await app.register(passwordWork, { config });
    await app.register(retention, { config });
    await app.register(searchLimit, { config });
    await app.register(storableText);
    await app.register(routeFolders);
    await app.ready();
  } catch (error) {
    // Whatever opened (the database) must close, or a failed start leaves PGlite locked.
    await app.close().catch(() => {});
    throw error;
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
