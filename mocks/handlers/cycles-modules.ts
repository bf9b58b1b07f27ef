import type { Cycle, CycleSummary, Issue, IssueCounts, Module, ModuleSummary } from '../../src/domain/entities';
import { badRequest, json, notFound, readJson, route } from '../runtime';
import type { MockDb } from '../db';

/** More than this in one call is refused, as a real server caps request bodies. */
export const MAX_ISSUES_PER_ADD = 1000;

/** Validates `{issues: string[]}`: every id must name an issue of the same project. */
async function readIssueIds(db: MockDb, request: Request, projectId: string): Promise<{ ids: string[] } | { error: Response }> {
  const body = await readJson(request);
  const ids = body?.issues;
  if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => typeof id === 'string' && id)) {
    return { error: badRequest({ issues: ['Select at least one issue.'] }) };
  }
  if (ids.length > MAX_ISSUES_PER_ADD) {
    return { error: badRequest({ issues: [`At most ${MAX_ISSUES_PER_ADD} issues can be added at once.`] }) };
  }
  const unknown = ids.filter((id) => !db.issues.get(id));
  if (unknown.length) return { error: notFound(`Issues not found: ${unknown.join(', ')}`) };
  const foreign = ids.filter((id) => db.issues.get(id)!.project_id !== projectId);
  if (foreign.length) {
    const keys = foreign.map((id) => {
      const issue = db.issues.get(id)!;
      return `${issue.project__identifier}-${issue.sequence_id}`;
    });
    return { error: badRequest({ issues: [`Issues of another project cannot be added here: ${keys.join(', ')}.`] }) };
  }
  return { ids: [...new Set(ids as string[])] };
}

function issuesOf(db: MockDb, ids: readonly string[]): Issue[] {
  return ids.map((id) => db.issues.get(id)).filter((issue): issue is Issue => Boolean(issue)).map((i) => ({ ...i, description_html: '' }));
}

/** Counted from the issues themselves, so the lists agree with the cycle and module pages. */
function countsOf(db: MockDb, ids: readonly string[]): IssueCounts {
  const issues = ids.map((id) => db.issues.get(id)).filter((issue): issue is Issue => Boolean(issue));
  return { total_issues: issues.length, completed_issues: issues.filter((i) => i.state__group === 'completed').length };
}

const cycleSummary = (db: MockDb, { id, project_id, name, start_date, end_date, issue_ids }: Cycle): CycleSummary =>
  ({ id, project_id, name, start_date, end_date, ...countsOf(db, issue_ids) });

const moduleSummary = (db: MockDb, { id, project_id, name, issue_ids }: Module): ModuleSummary =>
  ({ id, project_id, name, ...countsOf(db, issue_ids) });

interface PlanPath {
  db: MockDb;
  params: { projectId: string };
}

/** The cycle the path names, only under its own project's path (else the 404 a server gives). */
function cycleOf({ db, params }: PlanPath & { params: { cycleId: string } }): Cycle | Response {
  const cycle = db.cycles.get(params.cycleId);
  return cycle && cycle.project_id === params.projectId ? cycle : notFound('Cycle not found.');
}

/** The module the path names, only under its own project's path. */
function moduleOf({ db, params }: PlanPath & { params: { moduleId: string } }): Module | Response {
  const module = db.modules.get(params.moduleId);
  return module && module.project_id === params.projectId ? module : notFound('Module not found.');
}

/** What a read answers with once it found its record, or the refusal it met. */
const answer = <T>(found: T | Response, body: (record: T) => unknown) => (found instanceof Response ? found : json(body(found)));

/** Cycles and modules, and adding existing issues to them (the mock records it on both sides). */
export const cycleModuleRoutes = [
  route('projectCycles', ({ db, params }) => {
    if (!db.projects.get(params.projectId)) return notFound('Project not found.');
    return json(db.cycles.all().filter((c) => c.project_id === params.projectId).map((c) => cycleSummary(db, c)));
  }, 'issue-list'),

  /** Archived modules are left out, as Plane's list leaves them out. */
  route('projectModules', ({ db, params }) => {
    if (!db.projects.get(params.projectId)) return notFound('Project not found.');
    return json(db.modules.all().filter((m) => m.project_id === params.projectId && !m.archived).map((m) => moduleSummary(db, m)));
  }, 'issue-list'),

  route('cycle', (ctx) => answer(cycleOf(ctx), (cycle) => cycle)),

  route('cycleIssues', (ctx) => answer(cycleOf(ctx), (cycle) => issuesOf(ctx.db, cycle.issue_ids)), 'issue-list'),

  route('addCycleIssues', async ({ db, params, request }) => {
    const cycle = cycleOf({ db, params });
    if (cycle instanceof Response) return cycle;
    const read = await readIssueIds(db, request, params.projectId);
    if ('error' in read) return read.error;
    // An issue belongs to one cycle at a time: adding it here takes it out of its old cycle.
    for (const id of read.ids) {
      const previous = db.issues.get(id)!.cycle_id;
      if (previous && previous !== cycle.id) {
        const old = db.cycles.get(previous);
        if (old) db.cycles.update(old.id, { issue_ids: old.issue_ids.filter((x) => x !== id) });
      }
      db.issues.update(id, { cycle_id: cycle.id, updated_at: new Date().toISOString() });
    }
    const issueIds = [...cycle.issue_ids, ...read.ids.filter((id) => !cycle.issue_ids.includes(id))];
    return json(db.cycles.update(cycle.id, { issue_ids: issueIds }));
  }, 'add-issues'),

  route('module', (ctx) => answer(moduleOf(ctx), (module) => module)),

  route('moduleIssues', (ctx) => answer(moduleOf(ctx), (module) => issuesOf(ctx.db, module.issue_ids)), 'issue-list'),

  route('addModuleIssues', async ({ db, params, request }) => {
    const module = moduleOf({ db, params });
    if (module instanceof Response) return module;
    if (module.archived) return badRequest('Archived modules cannot take new issues.');
    const read = await readIssueIds(db, request, params.projectId);
    if ('error' in read) return read.error;
    for (const id of read.ids) {
      const issue = db.issues.get(id)!;
      if (!issue.module_ids.includes(module.id)) {
        db.issues.update(id, { module_ids: [...issue.module_ids, module.id], updated_at: new Date().toISOString() });
      }
    }
    const issueIds = [...module.issue_ids, ...read.ids.filter((id) => !module.issue_ids.includes(id))];
    return json(db.modules.update(module.id, { issue_ids: issueIds }));
  }, 'add-issues'),
];
