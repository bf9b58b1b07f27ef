import type { Issue } from '../../../src/domain/entities';
import type { MockDb, StoredUser } from '../../db';
import { ROLE } from '../config';
import { noContent, ok, planeError } from '../errors';
import { UUID_PATTERN } from '../ids';
import { envelope, readPage } from '../paginate';
import { ADMINS, ANY_ROLE, planeRoute, readBody, WRITERS, type PlaneServer } from '../runtime';
import { activityRow } from '../serialize/activity';
import { issueDetail, issueRow, searchRow } from '../serialize/issues';
import { nowIso } from '../time';
import type { PlaneWorld } from '../world';
import { issueOrder, newestFirst } from '../issue-order';

/** Issues, their search and bulk delete, their history and the user feed (app/views/issue/, view/, search/, workspace/user.py). */

/** Guests without `guest_view_all_features` see only the issues they created (app/views/issue/base.py:298-309). */
function visibleTo(user: StoredUser, role: number | null) {
  return (issue: Issue) => role !== ROLE.guest || issue.created_by === user.id;
}

/** The spec ids behind a list of UUIDs; null when one is not a UUID at all (Django's ValidationError). */
function specIds(world: PlaneWorld, values: unknown[]): string[] | null {
  if (!values.every((v) => typeof v === 'string' && UUID_PATTERN.test(v))) return null;
  return values.map((v) => world.ids.specId(v as string)).filter((id): id is string => Boolean(id));
}

/** Deleting an issue also takes it out of its cycle and modules, as Plane deletes the join rows. */
function removeIssue(db: MockDb, issue: Issue): void {
  for (const cycle of db.cycles.all().filter((c) => c.issue_ids.includes(issue.id))) {
    db.cycles.update(cycle.id, { issue_ids: cycle.issue_ids.filter((id) => id !== issue.id) });
  }
  for (const module of db.modules.all().filter((m) => m.issue_ids.includes(issue.id))) {
    db.modules.update(module.id, { issue_ids: module.issue_ids.filter((id) => id !== issue.id) });
  }
  db.issues.remove(issue.id);
}

/** The workspace tabs' legacy filters: comma-separated user UUIDs (utils/issue_filters.py:160-200, 392-403, 428-463). */
function userFilter(world: PlaneWorld, url: URL, name: string): string[] | null {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '' || raw === 'null') return null;
  return raw.split(',').map((v) => world.ids.specId(v.trim()) ?? `unknown:${v}`);
}

export function issueRoutes(server: PlaneServer) {
  return [
    planeRoute(server, 'projectIssues', { allow: { roles: ANY_ROLE, level: 'PROJECT' } }, ({ world, project, user, role, url, empty }) => {
      const page = readPage(url);
      if (page instanceof Response) return page;
      const rows = empty ? [] : world.db.issues.all().filter((i) => i.project_id === project!.id).filter(visibleTo(user!, role)).sort(issueOrder(url, '-created_at'));
      return ok(envelope(rows.map((i) => issueRow(world, i, 'null-when-none')), page));
    }, 'issue-list'),

    /** `tab` is not Plane's: the legacy filters pick the tab's rows; only projects the caller is in. */
    planeRoute(server, 'workspaceIssues', { allow: { roles: ANY_ROLE, level: 'WORKSPACE' } }, ({ world, workspace, user, role, url, empty }) => {
      const page = readPage(url);
      if (page instanceof Response) return page;
      const projects = new Set(world.projectsOf(workspace!).map((p) => p.id));
      const assignees = userFilter(world, url, 'assignees');
      const creators = userFilter(world, url, 'created_by');
      const subscribers = userFilter(world, url, 'subscriber');
      const rows = empty ? [] : world.db.issues.all()
        .filter((i) => projects.has(i.project_id))
        .filter(visibleTo(user!, role))
        .filter((i) => !assignees || i.assignee_ids.some((id) => assignees.includes(id)))
        .filter((i) => !creators || creators.includes(i.created_by))
        .filter((i) => !subscribers || i.subscriber_ids.some((id) => subscribers.includes(id)))
        .sort(newestFirst);
      return ok(envelope(rows.map((i) => issueRow(world, i, 'zero')), page));
    }, 'issue-list'),

    planeRoute(server, 'issue', { allow: { roles: ANY_ROLE, level: 'PROJECT', issueCreator: true } }, ({ world, project, user, role, params }) => {
      const issue = world.byUuid(world.db.issues, params.issueId);
      if (!issue || issue.project_id !== project?.id) return planeError.objectMissing();
      if (!visibleTo(user!, role)(issue)) return planeError.error(403, 'You are not allowed to view this issue');
      return ok(issueDetail(world, issue, user!));
    }),

    /** 204 without a body: the client reads the issue again (app/views/issue/base.py:701). */
    planeRoute(server, 'updateIssue', { allow: { roles: WRITERS, level: 'PROJECT', issueCreator: true } }, async ({ world, project, user, params, request }) => {
      const issue = world.byUuid(world.db.issues, params.issueId);
      if (!issue || issue.project_id !== project?.id) return planeError.error(404, 'Issue not found');
      const body = await readBody(request);
      if (body instanceof Response) return body;
      const patch: Partial<Issue> = {};
      if ('name' in body) {
        if (typeof body.name !== 'string' || !body.name.trim()) return planeError.fields({ name: ['This field may not be blank.'] });
        if (body.name.length > 255) return planeError.fields({ name: ['Ensure this field has no more than 255 characters.'] });
        patch.name = body.name;
      }
      if ('description_html' in body && body.description_html !== null) {
        if (typeof body.description_html !== 'string') return planeError.fields({ description_html: ['Not a valid string.'] });
        patch.description_html = body.description_html;
      }
      const at = nowIso();
      world.db.issues.update(issue.id, { ...patch, updated_at: at });
      world.x.edits.set(issue.id, { at, by: user!.id });
      return noContent();
    }, 'issue-save'),

    planeRoute(server, 'deleteIssue', { allow: { roles: ADMINS, level: 'PROJECT', issueCreator: true } }, ({ world, project, params }) => {
      const issue = world.byUuid(world.db.issues, params.issueId);
      if (!issue || issue.project_id !== project?.id) return planeError.objectMissing();
      removeIssue(world.db, issue);
      return noContent();
    }),

    /**
     * Any signed-in user; rows only from projects the caller is in, at most 100, newest first, a
     * bare array without `state_id` (app/views/search/issue.py:99-161, utils/issue_search.py).
     */
    planeRoute(server, 'searchIssues', {}, ({ world, workspace, project, user, role, url, params }) => {
      if (!workspace || role === null) return ok([]);
      const q = url.searchParams;
      const query = q.get('search') ?? '';
      const states = new Map(world.db.states.all().map((s) => [s.id, s]));
      let pool = world.db.issues.all().filter((i) => world.projectsOf(workspace).some((p) => p.id === i.project_id));
      if ((q.get('workspace_search') ?? 'false') === 'false') pool = pool.filter((i) => i.project_id === world.ids.specId(params.projectId));
      if (query) {
        const text = query.toLowerCase();
        const numbers = query.length <= 20 ? (query.match(/\b\d+\b/g) ?? []).map(Number) : [];
        pool = pool.filter((i) => i.name.toLowerCase().includes(text) || i.project__identifier.toLowerCase().includes(text) || numbers.includes(i.sequence_id));
      }
      const issueId = world.ids.specId(q.get('issue_id') ?? '');
      if (issueId && ['parent', 'issue_relation', 'sub_issue'].some((flag) => q.get(flag) === 'true')) pool = pool.filter((i) => i.id !== issueId);
      if (q.get('cycle') === 'true') pool = pool.filter((i) => !i.cycle_id);
      const module = q.get('module') ? world.ids.specId(q.get('module')!) : undefined;
      if (module) pool = pool.filter((i) => !i.module_ids.includes(module));
      if (q.get('target_date') === 'none') pool = pool.filter((i) => !i.target_date);
      if (project && role === ROLE.guest) pool = pool.filter((i) => i.created_by === user!.id);
      const rows = pool.sort(newestFirst).slice(0, 100).map((issue) => {
        const owner = world.db.projects.get(issue.project_id)!;
        return searchRow(world, workspace, issue, owner, states.get(issue.state_id));
      });
      return ok(rows);
    }, 'issue-search'),

    /** Project admins only; ids outside the project are skipped without a word (app/views/issue/base.py:761-785). */
    planeRoute(server, 'bulkDeleteIssues', { allow: { roles: ADMINS, level: 'PROJECT' } }, async ({ world, project, request }) => {
      const body = await readBody(request);
      if (body instanceof Response) return body;
      const values = Array.isArray(body.issue_ids) ? body.issue_ids : [];
      if (!values.length) return planeError.error(400, 'Issue IDs are required');
      const ids = specIds(world, values);
      if (!ids) return planeError.invalidDetail();
      const issues = ids.map((id) => world.db.issues.get(id)).filter((i): i is Issue => i?.project_id === project!.id);
      for (const issue of issues) removeIssue(world.db, issue);
      return ok({ message: `${issues.length} issues were deleted` });
    }, 'bulk-delete'),

    /**
     * Plane's web always sends `activity_type`; without it the view sorts model instances by key and
     * fails as soon as there is a row (app/views/issue/activity.py:81-86).
     */
    planeRoute(server, 'issueHistory', { permission: 'ProjectEntity', allow: { roles: ANY_ROLE, level: 'PROJECT' } }, ({ world, workspace, params, url, empty }) => {
      const issueId = world.ids.specId(params.issueId);
      const since = url.searchParams.get('created_at__gt');
      const rows = (empty || !issueId ? [] : world.db.activities.all())
        .filter((a) => a.issue === issueId && !['comment', 'vote', 'reaction', 'draft'].includes(a.field ?? ''))
        .filter((a) => !since || a.created_at > new Date(since).toISOString())
        .sort((a, b) => a.created_at.localeCompare(b.created_at));
      const type = url.searchParams.get('activity_type');
      if (type === 'issue-property') return ok(rows.map((a) => activityRow(world, workspace!, a)));
      if (type === 'issue-comment') return ok([]);
      return rows.length ? planeError.server() : ok([]);
    }, 'activities'),

    planeRoute(server, 'userActivity', { permission: 'WorkspaceEntity' }, ({ world, workspace, params, url, empty }) => {
      const page = readPage(url);
      if (page instanceof Response) return page;
      const actor = world.ids.specId(params.userId);
      const projects = url.searchParams.getAll('project').map((p) => world.ids.specId(p));
      const mine = new Set(world.projectsOf(workspace!).map((p) => p.id));
      const rows = (empty || !actor ? [] : world.db.activities.all())
        .filter((a) => a.actor === actor && mine.has(a.project) && !['comment', 'vote', 'reaction', 'draft'].includes(a.field ?? ''))
        .filter((a) => !projects.length || projects.includes(a.project))
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id));
      return ok(envelope(rows.map((a) => activityRow(world, workspace!, a)), page));
    }, 'activities'),
  ];
}
