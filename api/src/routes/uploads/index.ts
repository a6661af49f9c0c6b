import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { idParamsSchema, UPLOAD_RULES, uploadQuerySchema, uploadSchema } from '@portal/shared/contracts';

import type { SecurityConfig } from '../../config-security';
import { canSee, toUpload } from '../../db/cases';
import type { Db } from '../../db/client';
import { findUploadWithContent, lockUnattachedUploads, storeUpload } from '../../db/uploads';
import { msg } from '../../i18n';
import { attachmentDisposition } from '../../lib/content-disposition';
import { badRequest, notFound } from '../../lib/errors';
import { acceptOneFile, readOneFile } from '../../lib/multipart-file';
import { errorResponses, fileResponse, SECURITY } from '../../lib/responses';
import { SNIFFED_TYPES } from '../../lib/uploads';
import { currentUser } from '../../plugins/app/auth';

const LARGEST = Math.max(...Object.values(UPLOAD_RULES).map((rule) => rule.maxBytes));

const MB = 1024 * 1024;

/**
 * Refuses (400 `errors.file`) an upload that would take the account past its quota of uploads no
 * case has taken yet, in files or bytes. Uploads of one account are counted one at a time (a
 * transaction lock on the account), so parallel uploads cannot all pass on the same count.
 */
async function holdsRoomFor(tx: Db, userId: number, size: number, quota: SecurityConfig['uploads']): Promise<void> {
  const { files, bytes } = await lockUnattachedUploads(tx, userId);
  if (files + 1 > quota.maxUnattachedFiles || bytes + size > quota.maxUnattachedBytes) {
    throw badRequest({
      file: [
        msg('upload.quota', {
          files,
          megabytes: Math.ceil(bytes / MB),
          maxFiles: quota.maxUnattachedFiles,
          maxMegabytes: quota.maxUnattachedBytes / MB,
        }),
      ],
    });
  }
}

const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart bodies are read here and in configuration/files only: one file part, nothing else.
  await acceptOneFile(app, LARGEST);
  app.addHook('onRequest', app.requireUser);

  app.post(
    '/',
    {
      prefixTrailingSlash: 'slash',
      schema: {
        tags: ['uploads'],
        summary: 'Upload one file (multipart, field `file`) for a complaint photo or dispute evidence',
        description:
          'The type is decided by the content (JPEG, PNG, WebP, PDF magic bytes), not the name. Limits by purpose: ' +
          Object.entries(UPLOAD_RULES)
            .map(([purpose, rule]) => `${purpose}: ${rule.label}, up to ${rule.maxBytes / (1024 * 1024)} MB, ${rule.maxCount} per case`)
            .join('; ') +
          '. Too large: 413 `errors.file`; wrong content: 400 `errors.file`. An account may hold ' +
          'UPLOADS_UNATTACHED_MAX_FILES files and UPLOADS_UNATTACHED_MAX_MB megabytes not yet attached to a case ' +
          '(past them: 400 `errors.file`); such files are deleted after UPLOADS_UNATTACHED_HOURS. The bytes are kept in the database; the ' +
          'file name is sanitised and kept for display only.',
        security: SECURITY.tokenAndXsrf,
        querystring: uploadQuerySchema,
        consumes: ['multipart/form-data'],
        response: { 201: uploadSchema, ...errorResponses(400, 403, 413) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { purpose } = request.query;
      const { content, type, fileName } = await readOneFile(request, UPLOAD_RULES[purpose], msg(`upload.types.${purpose}`));

      const row = await app.db.transaction(async (tx) => {
        await holdsRoomFor(tx, user.id, content.length, app.security.uploads);
        return storeUpload(tx, { userId: user.id, purpose, fileName, contentType: type, content });
      });
      return reply.code(201).send(toUpload(row));
    },
  );

  app.get(
    '/:id/',
    {
      schema: {
        tags: ['uploads'],
        summary: 'The bytes of an upload, to its owner or staff (anyone else: 404)',
        description:
          'With the content type found at upload, `X-Content-Type-Options: nosniff`, `Cache-Control: private, no-store`, ' +
          "`Content-Security-Policy: default-src 'none'; sandbox`, and `Content-Disposition` inline for images, " +
          'attachment for PDFs.',
        security: SECURITY.token,
        params: idParamsSchema,
        response: {
          200: fileResponse('The file.', SNIFFED_TYPES),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const viewer = currentUser(request);
      const row = await findUploadWithContent(app.db, request.params.id);
      if (!row || !canSee(viewer, row.upload.userId)) throw notFound();
      const disposition = attachmentDisposition(row.upload.fileName);
      return reply
        .header('Content-Type', row.upload.contentType)
        .header(
          'Content-Disposition',
          row.upload.contentType.startsWith('image/') ? disposition.replace(/^attachment/, 'inline') : disposition,
        )
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .send(row.content);
    },
  );
};

export default uploadsRoutes;
