import type { TextRange } from '@portal/shared/contracts';

/**
 * Text with the given ranges in <mark>. The text stays text (React escapes it); ranges that
 * overlap, fall outside it or are empty are skipped rather than trusted.
 */
export function MarkedText({ text, matches }: { text: string; matches: readonly TextRange[] }) {
  const parts: Array<{ text: string; marked: boolean }> = [];
  let at = 0;
  for (const { start, end } of [...matches].sort((a, b) => a.start - b.start)) {
    if (start < at || end <= start || end > text.length) continue;
    if (start > at) parts.push({ text: text.slice(at, start), marked: false });
    parts.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return <>{parts.map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>))}</>;
}
