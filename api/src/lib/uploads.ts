/** The types an upload can be, recognised by their first bytes. */
export const SNIFFED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type SniffedType = (typeof SNIFFED_TYPES)[number];

const EXTENSIONS: Record<SniffedType, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/webp': '.webp',
  'application/pdf': '.pdf',
};

const startsWith = (bytes: Buffer, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * What the content is, by its magic bytes (JPEG FF D8 FF; PNG 89 50 4E 47 0D 0A 1A 0A; WebP
 * RIFF....WEBP; PDF %PDF-), whatever its name or the client's Content-Type say. Null otherwise.
 */
export function sniffContentType(bytes: Buffer): SniffedType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  return null;
}

const MAX_NAME_LENGTH = 100;

/**
 * The client's file name made harmless for display: no directories, no control or markup
 * characters, at most 100 characters, and the extension of what the content really is.
 * It is never used as a path: the bytes live in stored_files.
 */
export function displayFileName(clientName: string | undefined, type: SniffedType): string {
  const base = (clientName ?? '').split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Surrogate}]/gu, '')
    .replace(/[<>:"|?*%;`$&'{}[\]]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  const stem =
    cleaned
      .replace(/\.[^.]*$/, '')
      .trim()
      .slice(0, MAX_NAME_LENGTH - 5) || 'file';
  return `${stem}${EXTENSIONS[type]}`;
}
