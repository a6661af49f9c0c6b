import { z } from './zod-config';

/** What a file is for decides which types and sizes are accepted. */
export const UPLOAD_PURPOSES = ['complaint_photo', 'dispute_evidence'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

const MB = 1024 * 1024;
/** Checked on the server by the file's content (its first bytes), not by its name. */
export const UPLOAD_RULES: Record<UploadPurpose, { maxBytes: number; maxCount: number; types: readonly string[]; label: string }> = {
  complaint_photo: { maxBytes: 5 * MB, maxCount: 5, types: ['image/jpeg', 'image/png', 'image/webp'], label: 'JPEG, PNG or WebP photos' },
  dispute_evidence: {
    maxBytes: 10 * MB,
    maxCount: 5,
    types: ['application/pdf', 'image/jpeg', 'image/png'],
    label: 'PDF, JPEG or PNG files',
  },
};

export const uploadQuerySchema = z.strictObject({ purpose: z.enum(UPLOAD_PURPOSES) });

/** A stored upload: only its owner and staff can read it, at `/uploads/{id}/` under apiBase. */
export const uploadSchema = z.object({
  id: z.number().check(z.int()),
  purpose: z.enum(UPLOAD_PURPOSES),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().check(z.int()),
  created_at: z.string(),
});
export type Upload = z.infer<typeof uploadSchema>;

export const UPLOAD_TOO_LARGE = 'The file is too large.';
export const UPLOAD_WRONG_TYPE = 'The file is not of an accepted type.';
/** An id in photo_ids / evidence_ids that is not the caller's, is attached elsewhere, or is for another purpose. */
export const UPLOAD_NOT_ATTACHABLE = 'One of these files cannot be attached here: upload it again.';
