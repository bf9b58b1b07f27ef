import type { Cycle, Issue, Module } from '../../../src/domain/entities';
import { ok, planeError } from '../errors';
import { envelope, readPage } from '../paginate';
import { ANY_ROLE, planeRoute, readBody, WRITERS, type PlaneContext, type PlaneServer } from '../runtime';
import { issueRow } from '../serialize/issues';
import { cycleAnalytics, cycleEnd, cycleListRow, cycleProgress, cycleRow, moduleDetail, moduleListRow } from '../serialize/cycles';
import { nowIso } from '../time';
import type { PlaneWorld } from '../world';
import { issueOrder } from '../issue-order';

/** Cycles, modules, their issue lists and adding to them (app/views/cycle/, module/). Guests are refused (ADMIN/MEMBER). */

function cycleOf(ctx: PlaneContext<{ cycleId: string }>): Cycle | undefined {
  const cycle = ctx.world.byUuid(ctx.db.cycles, ctx.params.cycleId);
  return cycle && cycle.project_id === ctx.project?.id ? cycle : undefined;
}

function moduleOf(ctx: PlaneContext<{ moduleId: string }>): Module | undefined {
  const module = ctx.world.byUuid(ctx.db.modules, ctx.params.moduleId);
  return module && module.project_id === ctx.project?.id ? module : undefined;
}

const indexIn = <T extends { project_id: string }>(rows: readonly T[], row: T) => rows.filter((r) => r.project_id === row.project_id).indexOf(row);

function issuesOf(world: PlaneWorld, ids: readonly string[]): Issue[] {
  return ids.map((id) => world.db.issues.get(id)).filter((i): i is Issue => Boolean(i));
}

/** A cycle's or module's issues as a page of the paginator (counts as 0, not null, in these lists). */
function issuePage(ctx: PlaneContext<unknown>, target: Cycle | Module | undefined, fallback: '-created_at' | 'created_at'): Response {
  const page = readPage(ctx.url);
  if (page instanceof Response) return page;
  const issues = target && !ctx.empty ? issuesOf(ctx.world, target.issue_ids) : [];
  issues.sort(issueOrder(ctx.url, fallback));
  return ok(envelope(issues.map((i) => issueRow(ctx.world, i, 'zero')), page));
}

/** `{issues: [uuid…]}` as the spec ids of this project's issues; Plane stores what it is given, so ids of other projects are dropped here. */
async function readIssueIds(ctx: PlaneContext<unknown>): Promise<string[] | Response> {
  const body = await readBody(ctx.request);
  if (body instanceof Response) return body;
  const values = Array.isArray(body.issues) ? body.issues : [];
  if (!values.length) return planeError.error(400, 'Issues are required');
  const ids: string[] = [];
  for (const value of values) {
    if (typeof value !== 'string') return planeError.invalidDetail();
    const issue = ctx.world.byUuid(ctx.db.issues, value);
    if (!issue) return planeError.invalidDetail();
    if (issue.project_id === ctx.project!.id && !ids.includes(issue.id)) ids.push(issue.id);
  }
  return ids;
}

/** A project's unarchived cycles or modules with their index among the project's rows; Plane lists the newest first. */
function listOf<T extends { project_id: string }>(rows: readonly T[], ctx: PlaneContext<unknown>, archived: (row: T) => boolean): [T, number][] {
  if (ctx.empty) return [];
  const mine = rows.filter((r) => r.project_id === ctx.project!.id);
  return mine.map((row, index): [T, number] => [row, index]).filter(([row]) => !archived(row)).reverse();
}

export function cycleModuleRoutes(server: PlaneServer) {
  return [
    /** Guests may list (app/views/cycle/base.py:183); ordered `-is_favorite, -created_at` (189). */
    planeRoute(server, 'projectCycles', { allow: { roles: ANY_ROLE, level: 'PROJECT' } }, (ctx) =>
      ok(listOf(ctx.db.cycles.all(), ctx, () => false).map(([cycle, index]) => cycleListRow(ctx.world, ctx.workspace!, cycle, index))), 'issue-list'),

    /** Guests may list; archived modules are left out (app/views/module/base.py:353-355); ordered `-is_favorite, -created_at` (291). */
    planeRoute(server, 'projectModules', { allow: { roles: ANY_ROLE, level: 'PROJECT' } }, (ctx) =>
      ok(listOf(ctx.db.modules.all(), ctx, (m) => m.archived).map(([module, index]) => moduleListRow(ctx.world, ctx.workspace!, module, index))), 'issue-list'),

    planeRoute(server, 'cycle', { allow: { roles: WRITERS, level: 'PROJECT' } }, (ctx) => {
      const cycle = cycleOf(ctx);
      if (!cycle) return planeError.error(404, 'Cycle not found');
      return ok(cycleRow(ctx.world, ctx.workspace!, cycle, indexIn(ctx.db.cycles.all(), cycle)));
    }),

    planeRoute(server, 'cycleIssues', { allow: { roles: WRITERS, level: 'PROJECT' } }, (ctx) => issuePage(ctx, cycleOf(ctx), '-created_at'), 'issue-list'),

    /** Adding moves an issue out of its old cycle; a cycle that has ended takes none (app/views/cycle/issue.py:223-297). */
    planeRoute(server, 'addCycleIssues', { allow: { roles: WRITERS, level: 'PROJECT' } }, async (ctx) => {
      const ids = await readIssueIds(ctx);
      if (ids instanceof Response) return ids;
      const cycle = cycleOf(ctx);
      if (!cycle) return planeError.objectMissing();
      if (cycleEnd(cycle) < ctx.world.now()) return planeError.error(400, 'The Cycle has already been completed so no new issues can be added');
      for (const id of ids) {
        const previous = ctx.db.issues.get(id)!.cycle_id;
        if (previous && previous !== cycle.id) {
          const old = ctx.db.cycles.get(previous);
          if (old) ctx.db.cycles.update(old.id, { issue_ids: old.issue_ids.filter((x) => x !== id) });
        }
        ctx.db.issues.update(id, { cycle_id: cycle.id });
      }
      ctx.db.cycles.update(cycle.id, { issue_ids: [...cycle.issue_ids, ...ids.filter((id) => !cycle.issue_ids.includes(id))] });
      return ok({ message: 'success' }, 201);
    }, 'add-issues'),

    planeRoute(server, 'cycleAnalytics', { allow: { roles: ANY_ROLE, level: 'PROJECT' } }, (ctx) => {
      const cycle = cycleOf(ctx);
      // The view reads the cycle's dates before anything else: an unknown cycle fails there.
      if (!cycle) return planeError.server();
      return ok(cycleAnalytics(ctx.world, cycle));
    }, 'distribution'),

    planeRoute(server, 'cycleProgress', { allow: { roles: ANY_ROLE, level: 'PROJECT' } }, (ctx) => {
      const cycle = cycleOf(ctx);
      return cycle ? ok(cycleProgress(ctx.world, cycle)) : planeError.error(404, 'Cycle not found');
    }, 'distribution'),

    /** The detail carries the module's distribution and counters: Plane has no module analytics route. */
    planeRoute(server, 'module', { allow: { roles: WRITERS, level: 'PROJECT' } }, (ctx) => {
      const module = moduleOf(ctx);
      if (!module || module.archived) return planeError.error(404, 'Module not found');
      return ok(moduleDetail(ctx.world, ctx.workspace!, module, indexIn(ctx.db.modules.all(), module)));
    }),

    /** Oldest first, unlike the other lists. */
    planeRoute(server, 'moduleIssues', { allow: { roles: WRITERS, level: 'PROJECT' } }, (ctx) => issuePage(ctx, moduleOf(ctx), 'created_at'), 'issue-list'),

    planeRoute(server, 'addModuleIssues', { allow: { roles: WRITERS, level: 'PROJECT' } }, async (ctx) => {
      const ids = await readIssueIds(ctx);
      if (ids instanceof Response) return ids;
      const module = moduleOf(ctx);
      // Plane bulk-creates the join rows with the path's id: an unknown module fails the insert.
      if (!module) return planeError.error(400, 'The payload is not valid');
      for (const id of ids) {
        const issue = ctx.db.issues.get(id)!;
        if (!issue.module_ids.includes(module.id)) ctx.db.issues.update(id, { module_ids: [...issue.module_ids, module.id] });
      }
      ctx.db.modules.update(module.id, { issue_ids: [...module.issue_ids, ...ids.filter((id) => !module.issue_ids.includes(id))] });
      ctx.world.x.edits.set(module.id, { at: nowIso(), by: ctx.user!.id });
      return ok({ message: 'success' }, 201);
    }, 'add-issues'),
  ];
}
