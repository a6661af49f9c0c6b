import { createHash } from 'node:crypto';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { CONFIG_FILE_RULES, configFileQuerySchema, configFileSchema } from '@portal/shared/contracts';

import { storeFile } from '../../../db/stored-files';
import { msg } from '../../../i18n';
import { acceptOneFile, readOneFile } from '../../../lib/multipart-file';
import { errorResponses, SECURITY } from '../../../lib/responses';
import { requireAccess } from '../../../plugins/app/auth';
import { publicImageUrl } from '../../../services/stored-files';

const LARGEST = Math.max(...Object.values(CONFIG_FILE_RULES).map((rule) => rule.maxBytes));
const MB = 1024 * 1024;

/**
 * Files for the configuration forms: an image's public address goes into an image field, a
 * document's id into a document field. Each is stored with its kind for good: only an image is
 * served publicly, and each kind of field takes only files of its kind.
 */
const configurationFiles: FastifyPluginAsyncZod = async (app) => {
  await acceptOneFile(app, LARGEST);
  app.addHook('onRequest', requireAccess('super'));

  app.post(
    '/',
    {
      prefixTrailingSlash: 'slash',
      schema: {
        tags: ['configuration'],
        summary: 'Upload an image or a document for a configuration form (multipart, field `file`; super users and admins)',
        description:
          'The type is decided by the content, not the name. ' +
          Object.entries(CONFIG_FILE_RULES)
            .map(([kind, rule]) => `${kind}: ${rule.label}, up to ${rule.maxBytes / MB} MB`)
            .join('; ') +
          '. Too large: 413 `errors.file`; empty or another type: 400 `errors.file`. An image answers its public ' +
          'address (`/api/files/{sha256}/`), a document none: it is downloaded through its document.',
        security: SECURITY.tokenAndXsrf,
        querystring: configFileQuerySchema,
        consumes: ['multipart/form-data'],
        response: { 201: configFileSchema, ...errorResponses(400, 403, 413) },
      },
    },
    async (request, reply) => {
      const { kind } = request.query;
      const { content, type, fileName } = await readOneFile(request, CONFIG_FILE_RULES[kind], msg(`upload.types.${kind}`));
      const sha256 = createHash('sha256').update(content).digest('hex');
      const id = await storeFile(app.db, { content, contentType: type, sha256, kind });
      if (id === undefined) throw new Error('storing the file returned no id');
      return reply.code(201).send({
        id,
        url: kind === 'image' ? publicImageUrl(sha256) : null,
        file_name: fileName,
        content_type: type,
        size: content.length,
      });
    },
  );
};

export default configurationFiles;
