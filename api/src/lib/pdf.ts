/**
 * A minimal, valid one-page PDF (US Letter, Helvetica) with a title and some text, for demo
 * documents. Objects are written in order and the cross-reference table holds their byte offsets.
 */
export function simplePdf(title: string, paragraphs: string[] = []): Buffer {
  const lines: Array<{ text: string; size: number }> = [
    ...wrap(title, 52).map((text) => ({ text, size: 20 })),
    { text: '', size: 12 },
    ...paragraphs.flatMap((paragraph) => [...wrap(paragraph, 90).map((text) => ({ text, size: 11 })), { text: '', size: 11 }]),
  ];
  let y = 720;
  const ops = ['BT'];
  for (const line of lines) {
    y -= Math.round(line.size * 1.4);
    if (y < 60) break;
    if (line.text) ops.push(`/F1 ${line.size} Tf 1 0 0 1 72 ${y} Tm (${escapeText(line.text)}) Tj`);
  }
  ops.push('ET');
  const stream = ops.join('\n');

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    `<< /Title (${escapeText(title)}) /Producer (Community services portal) >>`,
  ];

  // Latin-1 throughout: one character, one byte, so string lengths are byte offsets.
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A PDF literal string's body: Latin-1 only, with its delimiters and backslash escaped. */
function escapeText(text: string): string {
  return text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?')
    .replace(/[\\()]/g, (c) => `\\${c}`);
}

/** Greedy word wrap at `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}
