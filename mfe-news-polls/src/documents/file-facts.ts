import { formatNumber } from '@portal/shared';

const KB = 1024;
const MB = 1024 * KB;

/**
 * A file's size as it is: "640 bytes", "18 KB", "2.4 MB". Under 1 KB the bytes are counted,
 * never rounded up to "1 KB" (a one-page PDF is often smaller than that).
 */
export function fileSize(bytes: number): string {
  if (bytes < KB) return `${formatNumber(bytes)} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < MB) return `${formatNumber(bytes < 10 * KB ? Math.round((bytes / KB) * 10) / 10 : Math.round(bytes / KB))} KB`;
  return `${formatNumber(Math.round((bytes / MB) * 10) / 10)} MB`;
}

/** The types a document can have (CONFIG_FILE_RULES.document, and the demo data's CSV). */
const TYPES: Record<string, string> = {
  'application/pdf': 'PDF',
  'text/csv': 'CSV',
  'image/png': 'PNG image',
  'image/jpeg': 'JPEG image',
};

/** The kind of file in words a person knows, from its type or else its name's extension. */
export function fileType(contentType: string, fileName: string): string {
  const known = TYPES[contentType.split(';')[0]!.trim().toLowerCase()];
  if (known) return known;
  const extension = /\.([a-z0-9]{1,8})$/i.exec(fileName)?.[1];
  return extension ? extension.toUpperCase() : 'File';
}
