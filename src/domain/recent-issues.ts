import type { Issue } from './entities';

/** How many issues the project overview lists before "Show all". */
export const OVERVIEW_ISSUE_COUNT = 10;

/**
 * The most recently updated issues first; equal times keep the server's order. An unreadable time
 * sorts last rather than breaking the order of the rest.
 */
export function recentlyUpdated<T extends Pick<Issue, 'updated_at'>>(issues: readonly T[]): T[] {
  const time = (issue: T) => {
    const ms = Date.parse(issue.updated_at);
    return Number.isNaN(ms) ? -Infinity : ms;
  };
  return issues.map((issue, index) => ({ issue, index, at: time(issue) }))
    .sort((a, b) => (b.at === a.at ? a.index - b.index : b.at - a.at))
    .map(({ issue }) => issue);
}
