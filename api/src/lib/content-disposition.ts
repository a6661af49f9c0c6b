/**
 * `Content-Disposition: attachment` for a stored file name (RFC 6266): a quoted ASCII
 * `filename` every client understands, plus `filename*` (RFC 8187, UTF-8) when the real name
 * does not survive as plain ASCII. Path separators and control characters never reach the header.
 */
export function attachmentDisposition(fileName: string): string {
  const unsafe = (c: string) => c.charCodeAt(0) < 0x20 || c === '\x7f' || c === '/' || c === '\\';
  // Lone surrogates cannot be percent-encoded as UTF-8.
  const cleaned = [...fileName.replace(/\p{Surrogate}/gu, '_')].map((c) => (unsafe(c) ? '_' : c)).join('');
  const name = cleaned.trim() || 'download';
  const fallback = name.replace(/[^\x20-\x7e]|["%]/g, '_');
  if (fallback === name) return `attachment; filename="${name}"`;
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
