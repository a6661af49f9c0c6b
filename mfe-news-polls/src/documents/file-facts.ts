import { newsPollsText } from '../text';

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
