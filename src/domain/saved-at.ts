/**
 * When a draft was kept, as the line over a restored draft shows it: "Nov 27, 2026 09:05" (local time,
 * 24-hour). Written out rather than through date-fns' `format`, whose locale data would be the
 * editor page's only use of it (6 KiB gzip before the page can show anything).
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const two = (n: number) => String(n).padStart(2, '0');

export function formatSavedAt(date: Date): string {
  return `${MONTHS[date.getMonth()]} ${two(date.getDate())}, ${date.getFullYear()} ${two(date.getHours())}:${two(date.getMinutes())}`;
}
