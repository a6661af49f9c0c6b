import fp from 'fastify-plugin';

import type { Config } from '../../config';
import { createMailer, type Mailer } from '../../services/mail';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    const mailer = createMailer(config.mail, config.publicUrl, app.db, app.log, app.metrics);
    app.decorate('mailer', mailer);
    // A stopping server still delivers the mails it has accepted.
    app.addHook('onClose', () => mailer.close());
    app.log.info({ mail: mailer.kind }, 'mail ready');
  },
  { name: 'mail', dependencies: ['db', 'metrics'] },
);
