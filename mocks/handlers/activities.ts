import type { Activity, Paginated } from '../../src/domain/entities';
import { activityInGroup, isActivityGroup } from '../../src/domain/activity/activity-groups';
import { badRequest, json, notFound, route, type RouteContext } from '../runtime';

export const ACTIVITY_PAGE_SIZE = 50;
export const ACTIVITY_MAX_PAGE_SIZE = 100;

/**
 * Newest first, cursor-paginated like Plane's `per_page` + `cursor` lists. The cursor is the offset
 * of the next page, opaque to the client; `group` filters by the feed's field groups.
 */
function pageOf(ctx: RouteContext, activities: Activity[]): Response {
  const q = ctx.url.searchParams;
  const cursorRaw = q.get('cursor');
  if (cursorRaw !== null && !/^\d{1,7}$/.test(cursorRaw)) return badRequest({ cursor: ['Invalid cursor.'] });
  const perPageRaw = q.get('per_page');
  const perPage = perPageRaw === null ? ACTIVITY_PAGE_SIZE : Number(perPageRaw);
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > ACTIVITY_MAX_PAGE_SIZE) {
    return badRequest({ per_page: [`Ensure this value is between 1 and ${ACTIVITY_MAX_PAGE_SIZE}.`] });
  }
  const group = q.get('group') ?? 'all';
  if (!isActivityGroup(group)) return badRequest({ group: ['Unknown activity group.'] });

  const matching = ctx.empty
    ? []
    : activities
        .filter((a) => activityInGroup(a.field, group))
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id));
  const start = cursorRaw === null ? 0 : Number(cursorRaw);
  const results = matching.slice(start, start + perPage);
  const next = start + perPage < matching.length ? String(start + perPage) : null;
  const body: Paginated<Activity> = { results, total_count: matching.length, next_cursor: next };
  return json(body);
}

export const activityRoutes = [
  route('workspaceActivities', (ctx) => {
    if (!ctx.db.workspace.all().some((w) => w.slug === ctx.params.slug)) return notFound('Workspace not found.');
    return pageOf(ctx, ctx.db.activities.all());
  }, 'activities'),

  route('userActivities', (ctx) => {
    if (!ctx.db.users.get(ctx.params.userId)) return notFound('User not found.');
    return pageOf(ctx, ctx.db.activities.all().filter((a) => a.actor === ctx.params.userId));
  }, 'activities'),

  route('issueActivities', (ctx) => {
    const issue = ctx.db.issues.get(ctx.params.issueId);
    if (!issue || issue.project_id !== ctx.params.projectId) return notFound('Issue not found.');
    return pageOf(ctx, ctx.db.activities.all().filter((a) => a.issue === issue.id));
  }, 'activities'),
];
