import { and, eq, inArray } from 'drizzle-orm';

import { CONFIG_FILE_RULES, MAX_ID } from '@portal/shared/contracts';

import type { Db } from '../db/client';
import { storedFiles } from '../db/schema';
import { msg } from '../i18n';
import { badRequest } from '../lib/errors';
import { imageSha256, storedAs } from '../services/stored-files';
import type { BoundResource } from './bind-resource';

const AGAIN = { image: msg('configuration.uploadImageAgain'), document: msg('configuration.uploadFileAgain') } as const;

/**
 * Every `file` field given names a file uploaded from the configuration screens as its kind, of a
 * type that kind allows, else 400 on the field. A document field holds the stored file's id; an
 * image field an address, checked when it is one of ours (`/api/files/{sha256}/`); the portal's
 * own pictures (`/logo.svg`) pass as the schema let them. A resident's upload never qualifies:
 * that would publish a private file; nor does a document's file as an image (it is not public),
 * nor an image as a document's file.
 */
export async function requireFiles(tx: Db, bound: BoundResource, input: Record<string, unknown>): Promise<void> {
  for (const { field, kind } of bound.files) {
    const value = input[field];
    if (value === undefined || value === null) continue;
    let which;
    if (kind === 'document') {
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_ID)
        throw badRequest({ [field]: [AGAIN[kind]] });
      which = eq(storedFiles.id, value);
    } else {
      const sha256 = imageSha256(String(value));
      if (!sha256) continue;
      which = eq(storedFiles.sha256, sha256);
    }
    const [found] = await tx
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(and(which, storedAs(kind), inArray(storedFiles.contentType, [...CONFIG_FILE_RULES[kind].types])))
      .limit(1);
    if (!found) throw badRequest({ [field]: [AGAIN[kind]] });
  }
}
