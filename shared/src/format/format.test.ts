import { describe, expect, it } from 'vitest';

import { readCookie } from '../http/xsrf';
import {
  formatDate,
  formatDateTime,
  formatFileSize,
  formatMoney,
  formatMonth,
  formatNumber,
  formatTableDate,
  formatTableDateTime,
  formatTime,
} from './format';

describe('format', () => {
  it('writes dates as US public services do', () => {
    expect(formatDate('2026-03-07T12:00:00Z')).toBe('March 7, 2026');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
  it('shows a calendar date as that day in any time zone', () => {
    expect(formatDate('2026-01-01')).toBe('January 1, 2026');
    expect(formatTableDate('2026-03-07')).toBe('03/07/2026');
  });
  it('writes times, moments and months', () => {
    expect(formatTime('2026-11-21T15:52:00')).toBe('3:52 p.m.');
    expect(formatDateTime('2026-11-21T15:52:00')).toBe('November 21, 2026 at 3:52 p.m.');
    expect(formatTableDateTime('2026-11-21T15:52:00')).toBe('11/21/2026, 3:52 p.m.');
    expect(formatDateTime(null)).toBe('');
    expect(formatMonth('2026-11')).toBe('November 2026');
  });
  it('formats cents as US dollars and counts with separators', () => {
    expect(formatMoney(2500)).toBe('$25.00');
    expect(formatNumber(12500)).toBe('12,500');
  });
  it('reads a cookie by name', () => {
    expect(readCookie('XSRF-TOKEN', 'a=1; XSRF-TOKEN=abc%3D; b=2')).toBe('abc=');
    expect(readCookie('missing', 'a=1')).toBeNull();
  });
});

describe('formatFileSize', () => {
  it('gives every size to three figures, in kilobytes under a megabyte, never a bare byte count', () => {
    expect([712, 1015, 1024, 1075, 18_840, 250_880].map(formatFileSize)).toEqual([
      '0.695 kB',
      '0.991 kB',
      '1.00 kB',
      '1.05 kB',
      '18.4 kB',
      '245 kB',
    ]);
    expect(formatFileSize(2.4 * 1024 * 1024)).toBe('2.40 MB');
  });
});
