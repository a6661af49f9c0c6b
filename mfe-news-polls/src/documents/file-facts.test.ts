import { describe, expect, it } from 'vitest';

import { fileSize, fileType } from './file-facts';

describe('fileSize', () => {
  it('counts the bytes of a file under 1 KB instead of rounding it up', () => {
    expect(fileSize(0)).toBe('0 bytes');
    expect(fileSize(1)).toBe('1 byte');
    expect(fileSize(712)).toBe('712 bytes');
    expect(fileSize(1023)).toBe('1,023 bytes');
  });
  it('gives kilobytes and megabytes to three figures', () => {
    expect(fileSize(1024)).toBe('1 KB');
    expect(fileSize(1058)).toBe('1.03 KB');
    expect(fileSize(1536)).toBe('1.5 KB');
    expect(fileSize(18_840)).toBe('18.4 KB');
    expect(fileSize(250_880)).toBe('245 KB');
    expect(fileSize(2.4 * 1024 * 1024)).toBe('2.4 MB');
  });
});

describe('fileType', () => {
  it('names the type a person knows, else the extension', () => {
    expect(fileType('application/pdf', 'budget.pdf')).toBe('PDF');
    expect(fileType('text/csv; charset=utf-8', 'lines.csv')).toBe('CSV');
    expect(fileType('application/octet-stream', 'plan.dwg')).toBe('DWG');
    expect(fileType('application/octet-stream', 'plan')).toBe('File');
  });
});
