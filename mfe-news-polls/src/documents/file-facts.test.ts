import { describe, expect, it } from 'vitest';

import { fileType } from './file-facts';

describe('fileType', () => {
  it('names the type a person knows, else the extension', () => {
    expect(fileType('application/pdf', 'budget.pdf')).toBe('PDF');
    expect(fileType('text/csv; charset=utf-8', 'lines.csv')).toBe('CSV');
    expect(fileType('application/octet-stream', 'plan.dwg')).toBe('DWG');
    expect(fileType('application/octet-stream', 'plan')).toBe('File');
  });
});
