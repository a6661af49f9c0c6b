import { describe, expect, it } from 'vitest';

import { readCookie } from '../http/xsrf';
import { formatDate, formatDateTime, formatLongDate, formatMoney } from './format';

describe('format', () => {
  it('formats dates as mm/dd/yy', () => {
    expect(formatDate('2026-03-07T12:00:00Z')).toBe('03/07/26');
    expect(formatDate(null)).toBe('');
  });
  it('shows a calendar date as that day in any time zone', () => {
    expect(formatDate('2026-03-07')).toBe('03/07/26');
    expect(formatLongDate('2026-01-01')).toBe('January 1, 2026');
  });
  it('formats cents as US dollars', () => {
    expect(formatMoney(2500)).toBe('$25.00');
  });
  it('formats a moment with its time for logs', () => {
    expect(formatDateTime('2026-11-21T15:52:00')).toBe('11/21/26, 3:52 PM');
    expect(formatDateTime(null)).toBe('');
  });
  it('reads a cookie by name', () => {
    expect(readCookie('XSRF-TOKEN', 'a=1; XSRF-TOKEN=abc%3D; b=2')).toBe('abc=');
    expect(readCookie('missing', 'a=1')).toBeNull();
  });
});
