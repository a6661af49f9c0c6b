import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { badRequest, HttpError } from './errors';
import { msg, type Message } from './messages';
import { displayFileName, sniffContentType, type SniffedType } from './uploads';

/** What one upload may be: its largest size, and its types (as sniffed). */
export type FileRule = { maxBytes: number; types: readonly string[] };
export type ReceivedFile = { content: Buffer; type: SniffedType; fileName: string };

const MB = 1024 * 1024;
const NOT_MULTIPART = msg('upload.notMultipart');

/** Lets one plugin's routes read multipart bodies: one file part, nothing else, at most `largest` bytes. */
export async function acceptOneFile(app: FastifyInstance, largest: number): Promise<void> {
  await app.register(multipart, { limits: { fileSize: largest, files: 1, fields: 0, parts: 1, headerPairs: 100 } });
}

/**
 * The file of a multipart body (field `file`), held to the rule: too large 413, empty, of another
 * type (`accepted` names the types it takes) or not multipart 400, each on `errors.file`. The type is decided by the content, the name
 * is cleaned for display and given the extension of that type.
 */
export async function readOneFile(request: FastifyRequest, rule: FileRule, accepted: Message): Promise<ReceivedFile> {
  const tooLarge = () =>
    new HttpError(413, msg('upload.tooLarge'), { file: [msg('upload.tooLargeLimit', { megabytes: Math.round(rule.maxBytes / MB) })] });
  if (!request.isMultipart()) throw badRequest({ file: [NOT_MULTIPART] });

  const errors = request.server.multipartErrors;
  let part;
  let content: Buffer;
  try {
    part = await request.file({ limits: { fileSize: rule.maxBytes, files: 1, fields: 0, parts: 1 } });
    if (!part || part.fieldname !== 'file') throw badRequest({ file: [msg('upload.chooseFile')] });
    content = await part.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof errors.RequestFileTooLargeError) throw tooLarge();
    if (error instanceof errors.FilesLimitError || error instanceof errors.PartsLimitError) {
      throw badRequest({ file: [msg('upload.oneFile')] });
    }
    if (error instanceof errors.FieldsLimitError) throw badRequest({ file: [msg('upload.onlyFile')] });
    // Anything else failed reading the request's own bytes: a body that is not well-formed
    // multipart (busboy throws a plain Error for a missing boundary, say) is the client's mistake.
    request.log.warn({ err: error }, 'unreadable multipart body');
    throw badRequest({ file: [NOT_MULTIPART] });
  }
  if (content.length > rule.maxBytes) throw tooLarge();
  if (content.length === 0) throw badRequest({ file: [msg('upload.empty')] });

  const type = sniffContentType(content);
  if (!type || !rule.types.includes(type)) throw badRequest({ file: [msg('upload.wrongType', { types: accepted })] });
  return { content, type, fileName: displayFileName(part.filename, type) };
}
