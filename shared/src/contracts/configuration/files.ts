import { z } from '../zod-config';

// Files uploaded from configuration forms: images (portraits, the logo, news and campaign
// pictures) and documents. Checked on the server by their content, not their name.

const MB = 1024 * 1024;
export const CONFIG_FILE_KINDS = ['image', 'document'] as const;
export const CONFIG_FILE_RULES: Record<
  (typeof CONFIG_FILE_KINDS)[number],
  { maxBytes: number; types: readonly string[]; label: string; accept: string }
> = {
  image: {
    maxBytes: 2 * MB,
    types: ['image/jpeg', 'image/png', 'image/webp'],
    label: 'a JPEG, PNG or WebP image',
    accept: 'image/jpeg,image/png,image/webp',
  },
  document: {
    maxBytes: 20 * MB,
    types: ['application/pdf', 'image/jpeg', 'image/png'],
    label: 'a PDF, JPEG or PNG file',
    accept: 'application/pdf,image/jpeg,image/png',
  },
};

export const configFileQuerySchema = z.strictObject({ kind: z.enum(CONFIG_FILE_KINDS) });

/**
 * A stored file, as the upload answers it. `url` is its public address for images (immutable:
 * it names the content's SHA-256); documents are downloaded through the documents they belong to.
 */
export const configFileSchema = z.object({
  id: z.number().check(z.int()),
  url: z.nullable(z.string()),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().check(z.int()),
});
export type ConfigFile = z.infer<typeof configFileSchema>;

/** The public address of an uploaded image, or one of the portal's own pictures (`/logo.svg`). */
export const PUBLIC_IMAGE_PATTERN = /^\/(?:api\/files\/[0-9a-f]{64}\/|[\w-]+(?:\/[\w-]+)*\.(?:svg|png|jpe?g|webp))$/;
