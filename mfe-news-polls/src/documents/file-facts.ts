import { formatNumber } from '@portal/shared';

import { newsPollsText } from '../text';

const KB = 1024;
const MB = 1024 * KB;

/** Three significant figures, as file sizes are usually given: 1.03, 18.4, 245. */
function threeFigures(value: number): number {
  const decimals = value < 10 ? 2 : value < 100 ? 1 : 0;
  return Number(value.toFixed(decimals));
}

/**
 * A file's size as it is, in the page's language: "977 bytes", "1.03 KB", "18.4 KB", "2.4 MB".
 * Under 1 KB the bytes are counted, and nothing is rounded up to a whole kilobyte: a one-page PDF
 * is about 1 KB, and rounding would show every such file as "1 KB".
 */
export function fileSize(bytes: number): string {
  const { text } = newsPollsText;
  if (bytes < KB) return text('file.size.bytes', { count: bytes });
  if (bytes < MB) return text('file.size.kb', { size: formatNumber(threeFigures(bytes / KB)) });
  return text('file.size.mb', { size: formatNumber(threeFigures(bytes / MB)) });
}

/** The types a document can have (CONFIG_FILE_RULES.document, and the demo data's CSV), as message ids. */
const TYPES: Record<string, string> = {
  'application/pdf': 'file.type.pdf',
  'text/csv': 'file.type.csv',
  'image/png': 'file.type.png',
  'image/jpeg': 'file.type.jpeg',
};

/** The kind of file in words a person knows, from its type or else its name's extension. */
export function fileType(contentType: string, fileName: string): string {
  const known = TYPES[contentType.split(';')[0]!.trim().toLowerCase()];
  if (known) return newsPollsText.text(known);
  const extension = /\.([a-z0-9]{1,8})$/i.exec(fileName)?.[1];
  return extension ? extension.toUpperCase() : newsPollsText.text('file.type.other');
}
