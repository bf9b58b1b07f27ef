import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { formatSavedAt } from './saved-at';

describe('formatSavedAt', () => {
  it.each([
    [new Date(2026, 10, 27, 9, 5), 'Nov 27, 2026 09:05'],
    [new Date(2026, 0, 1, 0, 0), 'Jan 01, 2026 00:00'],
    [new Date(1999, 11, 31, 23, 59, 59), 'Dec 31, 1999 23:59'],
    [new Date(2024, 1, 29, 12, 30), 'Feb 29, 2024 12:30'],
  ])('%s reads %s', (date, text) => expect(formatSavedAt(date)).toBe(text));

  // The line read "MMM dd, yyyy HH:mm" through date-fns before: every month of a year still reads the same.
  it.each(Array.from({ length: 12 }, (_, month) => new Date(2025, month, 1 + month * 2, month * 2, month * 5)))(
    'matches date-fns for %s',
    (date) => expect(formatSavedAt(date)).toBe(format(date, 'MMM dd, yyyy HH:mm')),
  );
});
