import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { CONFIG_FILE_RULES } from '@portal/shared/contracts';

import { apiError } from '../../i18n';
import { notFound } from '../../lib/errors';
import { errorResponses, fileResponse } from '../../lib/responses';
import { findPublicImage } from '../../services/stored-files';

const params = z.strictObject({ sha256: z.string().regex(/^[0-9a-f]{64}$/, { error: apiError('file.notSha256') }) });
const IMAGE_TYPES = [...CONFIG_FILE_RULES.image.types];

/**
 * Public images: the pictures configuration forms uploaded as images (portraits, the logo, news
 * and campaign pictures), by the SHA-256 of their content. The address names the content, so it
 * can be cached for good. Residents' uploads, files uploaded for documents (a picture too, and
 * whether a document holds it yet or not: the documents routes serve it, to people logged in)
 * and anything but an image answer 404.
 */
const files: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:sha256/',
    {
      schema: {
        tags: ['files'],
        summary: 'A public image by the SHA-256 of its content (no login)',
        description:
          'With its type, `X-Content-Type-Options: nosniff`, `Cache-Control: public, max-age=31536000, immutable`, ' +
          "`Content-Security-Policy: default-src 'none'; sandbox` and `Content-Disposition: inline`. A resident's upload, " +
          'a file uploaded for a document (attached or not) or an unknown hash: 404.',
        params,
        response: {
          200: fileResponse('The image.', IMAGE_TYPES),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const file = await findPublicImage(app.db, request.params.sha256, IMAGE_TYPES);
      if (!file) throw notFound();
      return reply
        .header('Content-Type', file.contentType)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Content-Disposition', 'inline')
        .send(file.content);
    },
  );
};

export default files;
