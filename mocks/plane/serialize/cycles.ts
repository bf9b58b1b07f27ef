import type { Cycle, Issue, Module, StateGroup, Workspace } from '../../../src/domain/entities';
import { STATE_GROUPS } from '../../../src/domain/entities';
import { instantOf, utcDay, zoned, zonedWallClock } from '../time';
import { SEEDED_AT, type PlaneWorld } from '../world';
import { moduleLink } from './issues';

/** Cycles, modules and their analytics (app/views/cycle/base.py, app/views/module/base.py, utils/analytics_plot.py). */

const issuesOf = (w: PlaneWorld, ids: readonly string[]) => ids.map((id) => w.db.issues.get(id)).filter((i): i is Issue => Boolean(i));
const isDone = (issue: Issue) => issue.state__group === 'completed';

/** Plane keeps a cycle's dates as instants: the first and the last second of its days in the project's zone. */
export const cycleStart = (cycle: Cycle) => instantOf(cycle.start_date, '00:00:01');
export const cycleEnd = (cycle: Cycle) => instantOf(cycle.end_date, '23:59:00');

export function cycleStatus(cycle: Cycle, now: Date): 'CURRENT' | 'UPCOMING' | 'COMPLETED' {
  if (cycleEnd(cycle) < now) return 'COMPLETED';
  return cycleStart(cycle) > now ? 'UPCOMING' : 'CURRENT';
}

/** The cycle's `.values()` row (GET P/cycles/{id}/): no `issue_ids`; dates in the project's zone. */
export function cycleRow(w: PlaneWorld, workspace: Workspace, cycle: Cycle, index: number) {
  const issues = issuesOf(w, cycle.issue_ids);
  const owner = w.members(workspace).find((m) => m.role === 20)?.user.id ?? w.db.seed.currentUserId;
  return {
    id: w.uuid(cycle.id),
    workspace_id: w.uuid(workspace.id),
    project_id: w.uuid(cycle.project_id),
    name: cycle.name,
    description: '',
    start_date: zonedWallClock(cycle.start_date, '00:00:01'),
    end_date: zonedWallClock(cycle.end_date, '23:59:00'),
    owned_by_id: w.uuid(owner),
    view_props: {},
    sort_order: 65535 + index * 10000,
    external_source: null,
    external_id: null,
    progress_snapshot: {},
    sub_issues: 0,
    logo_props: {},
    version: 1,
    is_favorite: false,
    total_issues: issues.length,
    completed_issues: issues.filter(isDone).length,
    assignee_ids: [...new Set(issues.flatMap((i) => i.assignee_ids))].map((id) => w.uuid(id)),
    status: cycleStatus(cycle, w.now()),
    created_by: w.uuid(owner),
  };
}

/**
 * One row of GET P/cycles/ (app/views/cycle/base.py:184-268, the second `.values()`): the detail's
 * row without `sub_issues`, with `cancelled_issues`.
 */
export function cycleListRow(w: PlaneWorld, workspace: Workspace, cycle: Cycle, index: number) {
  const { sub_issues: _subIssues, ...row } = cycleRow(w, workspace, cycle, index);
  return { ...row, cancelled_issues: groupCounts(issuesOf(w, cycle.issue_ids)).cancelled };
}

function groupCounts(issues: readonly Issue[]): Record<StateGroup, number> {
  const counts = Object.fromEntries(STATE_GROUPS.map((g) => [g, 0])) as Record<StateGroup, number>;
  for (const issue of issues) counts[issue.state__group] += 1;
  return counts;
}

/** GET P/cycles/{id}/progress/ (app/views/cycle/base.py:658-783): counts by state group, no estimates here. */
export function cycleProgress(w: PlaneWorld, cycle: Cycle) {
  const c = groupCounts(issuesOf(w, cycle.issue_ids));
  return {
    backlog_estimate_points: 0, unstarted_estimate_points: 0, started_estimate_points: 0, cancelled_estimate_points: 0,
    completed_estimate_points: 0, total_estimate_points: 0,
    backlog_issues: c.backlog, total_issues: cycle.issue_ids.length, completed_issues: c.completed, cancelled_issues: c.cancelled,
    started_issues: c.started, unstarted_issues: c.unstarted,
  };
}

/** Assignee rows, one per assignee and one with a null id for unassigned issues, as Plane's `.values()` grouping. */
function assigneeRows(w: PlaneWorld, issues: readonly Issue[], withNames: boolean) {
  const keys = [...new Set(issues.flatMap((i) => (i.assignee_ids.length ? i.assignee_ids : [null])))];
  return keys.map((userId) => {
    const mine = issues.filter((i) => (userId ? i.assignee_ids.includes(userId) : i.assignee_ids.length === 0));
    const user = userId ? w.db.users.get(userId) : undefined;
    const done = mine.filter(isDone).length;
    const counts = { total_issues: mine.length, completed_issues: done, pending_issues: mine.length - done };
    const avatar = user ? w.linkedUrl(w.x.avatarAsset, user.id, user.avatar) : null;
    const names = withNames ? { first_name: user?.first_name ?? null, last_name: user?.last_name ?? null } : {};
    return { ...names, display_name: user?.display_name ?? null, assignee_id: w.uuidOrNull(userId), avatar_url: user ? avatar ?? '' : null, ...counts };
  });
}

function labelRows(w: PlaneWorld, issues: readonly Issue[]) {
  const keys = [...new Set(issues.flatMap((i) => (i.label_ids.length ? i.label_ids : [null])))];
  return keys.map((labelId) => {
    const mine = issues.filter((i) => (labelId ? i.label_ids.includes(labelId) : i.label_ids.length === 0));
    const label = labelId ? w.db.labels.get(labelId) : undefined;
    const done = mine.filter(isDone).length;
    return {
      label_name: label?.name ?? null, color: label?.color ?? null, label_id: w.uuidOrNull(labelId),
      total_issues: mine.length, completed_issues: done, pending_issues: mine.length - done,
    };
  });
}

/**
 * The burn-down: issues still open at the end of each day, from the first key to the last; days
 * after today are null. A completed issue counts as done from the day it last changed.
 */
function completionChart(issues: readonly Issue[], firstDay: string, lastDay: string, now: Date) {
  const chart: Record<string, number | null> = {};
  const today = utcDay(now);
  for (let day = new Date(`${firstDay}T00:00:00Z`); utcDay(day) <= lastDay; day = new Date(day.getTime() + 86_400_000)) {
    const key = utcDay(day);
    chart[key] = key > today ? null : issues.filter((i) => !(isDone(i) && i.updated_at.slice(0, 10) <= key)).length;
  }
  return chart;
}

/** GET P/cycles/{id}/analytics/?type=issues: keys start on the UTC day of the cycle's first instant. */
export function cycleAnalytics(w: PlaneWorld, cycle: Cycle) {
  const issues = issuesOf(w, cycle.issue_ids);
  return {
    assignees: assigneeRows(w, issues, false),
    labels: labelRows(w, issues),
    completion_chart: completionChart(issues, utcDay(cycleStart(cycle)), cycle.end_date, w.now()),
  };
}

/**
 * One row of GET P/modules/ (app/views/module/base.py:354-393, the view's `.values()`): the
 * detail's model and counter fields, without links, archive time, distribution or estimates.
 */
export function moduleListRow(w: PlaneWorld, workspace: Workspace, module: Module, index: number) {
  const d = moduleDetail(w, workspace, module, index);
  return {
    id: d.id, workspace_id: d.workspace_id, project_id: d.project_id, name: d.name, description: d.description,
    description_text: d.description_text, description_html: d.description_html, start_date: d.start_date, target_date: d.target_date,
    status: d.status, lead_id: d.lead_id, member_ids: d.member_ids, view_props: d.view_props, sort_order: d.sort_order,
    external_source: d.external_source, external_id: d.external_id, logo_props: d.logo_props,
    completed_estimate_points: d.completed_estimate_points, total_estimate_points: d.total_estimate_points, total_issues: d.total_issues,
    is_favorite: d.is_favorite, cancelled_issues: d.cancelled_issues, completed_issues: d.completed_issues, started_issues: d.started_issues,
    unstarted_issues: d.unstarted_issues, backlog_issues: d.backlog_issues, created_at: d.created_at, updated_at: d.updated_at,
  };
}

/** `ModuleDetailSerializer` + `estimate_distribution` + `distribution` (GET P/modules/{id}/). */
export function moduleDetail(w: PlaneWorld, workspace: Workspace, module: Module, index: number) {
  const issues = issuesOf(w, module.issue_ids);
  const c = groupCounts(issues);
  const lead = w.members(workspace).find((m) => m.role === 20)?.user.id ?? null;
  const started = c.started + c.completed > 0;
  return {
    id: w.uuid(module.id),
    workspace_id: w.uuid(workspace.id),
    project_id: w.uuid(module.project_id),
    name: module.name,
    description: '',
    description_text: null,
    description_html: null,
    // The seed's modules have no dates, so Plane draws no burn-down for them.
    start_date: null,
    target_date: null,
    status: started ? 'in-progress' : 'planned',
    lead_id: w.uuidOrNull(lead),
    member_ids: [...new Set(issues.flatMap((i) => i.assignee_ids))].map((id) => w.uuid(id)),
    view_props: {},
    sort_order: 65535 + index * 10000,
    external_source: null,
    external_id: null,
    logo_props: {},
    total_estimate_points: 0,
    completed_estimate_points: 0,
    is_favorite: false,
    total_issues: issues.length,
    cancelled_issues: c.cancelled,
    completed_issues: c.completed,
    started_issues: c.started,
    unstarted_issues: c.unstarted,
    backlog_issues: c.backlog,
    created_at: zoned(SEEDED_AT),
    updated_at: zoned(w.x.edits.get(module.id)?.at ?? SEEDED_AT),
    archived_at: module.archived ? zoned(SEEDED_AT) : null,
    link_module: module.link_module.map((link) => moduleLink(w, workspace, link, module.project_id, module.id)),
    sub_issues: 0,
    backlog_estimate_points: 0,
    unstarted_estimate_points: 0,
    started_estimate_points: 0,
    cancelled_estimate_points: 0,
    estimate_distribution: {},
    distribution: { assignees: assigneeRows(w, issues, true), labels: labelRows(w, issues), completion_chart: {} },
  };
}
