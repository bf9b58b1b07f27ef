import type { IssueCounts } from './entities';

export interface Progress {
  /** Whole percent, 0 to 100; 0 when there is nothing to count. */
  percent: number;
  /** "completed/total", as Plane's cycle and module lists show it. */
  count: string;
}

/**
 * Completed issues over all issues. A server's counts are not trusted to agree: a negative or
 * fractional count is taken as its whole non-negative part, and completed never exceeds total.
 */
export function progressOf({ total_issues, completed_issues }: IssueCounts): Progress {
  const whole = (n: number) => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);
  const total = whole(total_issues);
  const completed = Math.min(whole(completed_issues), total);
  return { percent: total === 0 ? 0 : Math.floor((completed / total) * 100), count: `${completed}/${total}` };
}
