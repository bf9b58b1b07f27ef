import { format, isValid, parseISO } from 'date-fns';

/** "Nov 22, 2026, 9:30 AM", or "" for a value that is not a date (a malformed record must not throw). */
export function formatWhen(iso: string | null | undefined, pattern = 'MMM dd, yyyy, h:mm a'): string {
  if (!iso) return '';
  const date = parseISO(iso);
  return isValid(date) ? format(date, pattern) : '';
}
