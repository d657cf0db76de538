import { describe, expect, it } from 'vitest';
import { formatCountdown, formatDate } from '../../../shared/format/date';

describe('formatDate', () => {
  it.each([
    ['2026-11-21', '21.11.2026'],
    ['2026-11-21T23:30:00Z', '21.11.2026'],
    ['2026-01-05T00:10:00+05:00', '05.01.2026'],
    ['21.11.2026', '21.11.2026'],
    ['5.1.2026', '05.01.2026'],
    ['21.11.2026 10:15:00', '21.11.2026'],
    ['29.02.2024', '29.02.2024'],
  ])('%s -> %s', (input, out) => {
    expect(formatDate(input)).toBe(out);
  });

  it('formats Date objects by their local calendar date', () => {
    expect(formatDate(new Date(2026, 10, 21, 12))).toBe('21.11.2026');
  });

  it.each(['', 'завтра', '31.02.2026', '2026-13-01', '00.10.2026', '29.02.2025'])('rejects %j', (bad) => {
    expect(formatDate(bad)).toBe('');
  });

  it('rejects non-strings and invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate(new Date(NaN))).toBe('');
  });
});

describe('formatCountdown', () => {
  it.each([
    [900, '15:00'],
    [65, '01:05'],
    [59.9, '00:59'],
    [0, '00:00'],
    [-3, '00:00'],
    [NaN, '00:00'],
    [3600, '60:00'],
  ])('%d -> %s', (s, out) => {
    expect(formatCountdown(s)).toBe(out);
  });
});
