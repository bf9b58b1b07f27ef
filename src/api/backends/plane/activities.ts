import type { Activity, Paginated } from '../../../domain/entities';
import { activityInGroup, isActivityGroup, type ActivityGroupKey } from '../../../domain/activity/activity-groups';
import { arrayOf } from '../../guards';
import { ok, type ApiResult } from '../../result';
import { assetUrl, carried, plane, type PlaneCalls } from './client';
import { workspaceContext } from './context';
import { isPlanePage, type PlanePage } from './pagination';
import { isPlaneActivity, type PlaneActivity } from './shapes';

/** The spec's page size for a feed when the caller names none. */
export const ACTIVITY_PAGE_SIZE = 50;
/** A filtered feed reads on through pages that hold none of its rows, at most this many at a time. */
const MAX_EMPTY_PAGES = 20;

/** IssueActivitySerializer rows are the spec's activities, but the picture is `avatar_url`. */
export function activityFromPlane(row: PlaneActivity): Activity {
  return { ...(row as unknown as Activity), actor_detail: { ...row.actor_detail, avatar: assetUrl(row.actor_detail.avatar_url) ?? assetUrl(row.actor_detail.avatar) } };
}

const groupOf = (value: unknown): ActivityGroupKey => (typeof value === 'string' && isActivityGroup(value) ? value : 'all');
const sizeOf = (value: unknown) => (typeof value === 'number' && value > 0 ? value : ACTIVITY_PAGE_SIZE);

/**
 * An issue's history is one bare array, oldest first, with every row (Plane needs
 * `activity_type=issue-property` or answers 500): the page is cut here, newest first, and the
 * cursor is the offset of the next page.
 */
export function historyPage(rows: PlaneActivity[], group: ActivityGroupKey, cursor: string | null, perPage: number): Paginated<Activity> {
  const matching = rows
    .filter((row) => activityInGroup(row.field, group))
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id.localeCompare(a.id));
  const start = cursor && /^\d+$/.test(cursor) ? Number(cursor) : 0;
  const end = start + perPage;
  return { results: matching.slice(start, end).map(activityFromPlane), total_count: matching.length, next_cursor: end < matching.length ? String(end) : null };
}

/**
 * A person's feed is Plane's paginated list (cursor handed back unchanged); Plane has no field
 * groups, so a group is kept here, reading on while a page holds none of its rows.
 */
export async function groupedPage(
  fetchPage: (cursor: string | null) => Promise<ApiResult<PlanePage<PlaneActivity>>>,
  group: ActivityGroupKey,
  cursor: string | null,
): Promise<ApiResult<Paginated<Activity>>> {
  let next = cursor;
  for (let read = 0; read < MAX_EMPTY_PAGES; read += 1) {
    const page = await fetchPage(next);
    if (!page.ok) return page;
    const results = page.data.results.filter((row) => activityInGroup(row.field, group)).map(activityFromPlane);
    next = page.data.next_page_results ? page.data.next_cursor : null;
    if (results.length > 0 || next === null || group === 'all') {
      return ok({ results, total_count: page.data.total_count, next_cursor: next });
    }
  }
  return ok({ results: [], total_count: 0, next_cursor: next });
}

export const activityCalls: PlaneCalls = {
  userActivities: {
    uses: ['userActivity'],
    does: 'Plane\'s envelope: its cursor handed back, `null` at the end (`next_page_results: false`); a field group is kept here, reading on past pages with none of its rows; pictures from `avatar_url`.',
    run: ({ slug, userId }, options) => {
      workspaceContext.set(slug);
      const q = options.query ?? {};
      const perPage = sizeOf(q.per_page);
      return groupedPage(
        (cursor) => plane('userActivity', { slug, userId }, { query: { per_page: perPage, cursor }, guard: isPlanePage(isPlaneActivity), ...carried(options) }),
        groupOf(q.group),
        typeof q.cursor === 'string' ? q.cursor : null,
      );
    },
  },

  issueActivities: {
    uses: ['issueHistory'],
    does: 'Adds `activity_type=issue-property` (Plane answers 500 without); the bare array, oldest first, is sorted newest first, filtered by group and cut into pages here (the cursor is an offset).',
    run: async ({ slug, projectId, issueId }, options) => {
      workspaceContext.set(slug);
      const q = options.query ?? {};
      const rows = await plane('issueHistory', { slug, projectId, issueId }, {
        query: { activity_type: 'issue-property' }, guard: arrayOf(isPlaneActivity), ...carried(options),
      });
      if (!rows.ok) return rows;
      return ok(historyPage(rows.data, groupOf(q.group), typeof q.cursor === 'string' ? q.cursor : null, sizeOf(q.per_page)));
    },
  },
};
