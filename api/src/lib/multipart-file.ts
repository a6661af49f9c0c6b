import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { UPLOAD_TOO_LARGE, UPLOAD_WRONG_TYPE } from '@portal/shared/contracts';

import { badRequest, HttpError } from './errors';
import { displayFileName, sniffContentType, type SniffedType } from './uploads';

/** What one upload may be: its largest size, its types (as sniffed) and their name for messages. */
export type FileRule = { maxBytes: number; types: readonly string[]; label: string };
export type ReceivedFile = { content: Buffer; type: SniffedType; fileName: string };

const MB = 1024 * 1024;
const NOT_MULTIPART = 'Send the file as multipart/form-data, in the field "file".';

/** Lets one plugin's routes read multipart bodies: one file part, nothing else, at most `largest` bytes. */
export async function acceptOneFile(app: FastifyInstance, largest: number): Promise<void> {
  await app.register(multipart, { limits: { fileSize: largest, files: 1, fields: 0, parts: 1, headerPairs: 100 } });
}

/**
 * The file of a multipart body (field `file`), held to the rule: too large 413, empty, of another
 * type or not multipart 400, each on `errors.file`. The type is decided by the content, the name
 * is cleaned for display and given the extension of that type.
 */
export async function readOneFile(request: FastifyRequest, rule: FileRule): Promise<ReceivedFile> {
  const tooLarge = () =>
    new HttpError(413, UPLOAD_TOO_LARGE, { file: [`${UPLOAD_TOO_LARGE} The limit is ${Math.round(rule.maxBytes / MB)} MB.`] });
  if (!request.isMultipart()) throw badRequest({ file: [NOT_MULTIPART] });

  const errors = request.server.multipartErrors;
  let part;
  let content: Buffer;
  try {
    part = await request.file({ limits: { fileSize: rule.maxBytes, files: 1, fields: 0, parts: 1 } });
    if (!part || part.fieldname !== 'file') throw badRequest({ file: ['Choose a file.'] });
    content = await part.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof errors.RequestFileTooLargeError) throw tooLarge();
    if (error instanceof errors.FilesLimitError || error instanceof errors.PartsLimitError) {
      throw badRequest({ file: ['Send one file at a time.'] });
    }
    if (error instanceof errors.FieldsLimitError) throw badRequest({ file: ['Send only the file.'] });
    // Anything else failed reading the request's own bytes: a body that is not well-formed
    // multipart (busboy throws a plain Error for a missing boundary, say) is the client's mistake.
    request.log.warn({ err: error }, 'unreadable multipart body');
    throw badRequest({ file: [NOT_MULTIPART] });
  }
  if (content.length > rule.maxBytes) throw tooLarge();
  if (content.length === 0) throw badRequest({ file: ['The file is empty.'] });

  const type = sniffContentType(content);
  if (!type || !rule.types.includes(type)) throw badRequest({ file: [`${UPLOAD_WRONG_TYPE} Use ${rule.label}.`] });
  return { content, type, fileName: displayFileName(part.filename, type) };
}
