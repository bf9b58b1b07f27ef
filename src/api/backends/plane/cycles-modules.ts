import type { Cycle, CycleSummary, Module, ModuleSummary } from '../../../domain/entities';
import { ok, type ApiResult } from '../../result';
import { arrayOf } from '../../guards';
import { all, carried, mapAnswer, plane, type PlaneCalls } from './client';
import { workspaceContext } from './context';
import { distributionFromPlane } from './analytics';
import { keyOrderedPage, projectIssueList } from './issues';
import { isPlanePage } from './pagination';
import {
  isMessage, isPlaneCycle, isPlaneCycleRow, isPlaneDistribution, isPlaneIssueRow, isPlaneModule, isPlaneModuleRow, isPlaneStateCounts,
  type PlaneCycle, type PlaneCycleRow, type PlaneModule, type PlaneModuleRow,
} from './shapes';
import type { CallOptions } from '../types';

/** Plane answers a cycle's dates as datetimes in the project's timezone: the date is the part before the T. */
export const dateOf = (value: string | null): string => (value ? value.slice(0, 10) : '');

export function cycleFromPlane(cycle: PlaneCycle, issueIds: string[]): Cycle {
  return { id: cycle.id, project_id: cycle.project_id, name: cycle.name, start_date: dateOf(cycle.start_date), end_date: dateOf(cycle.end_date), issue_ids: issueIds };
}

export function moduleFromPlane(module: PlaneModule, issueIds: string[]): Module {
  return {
    id: module.id,
    project_id: module.project_id,
    name: module.name,
    archived: module.archived_at !== null,
    issue_ids: issueIds,
    link_module: module.link_module.map(({ id, title, url, created_by, created_at }) => ({ id, title, url, created_by: created_by ?? '', created_at })),
  };
}

/** Plane's list rows already count their issues (total and completed), so no issue list is read. */
export function cycleSummaryFromPlane({ id, project_id, name, start_date, end_date, total_issues, completed_issues }: PlaneCycleRow): CycleSummary {
  return { id, project_id, name, start_date: dateOf(start_date), end_date: dateOf(end_date), total_issues, completed_issues };
}

export function moduleSummaryFromPlane({ id, project_id, name, total_issues, completed_issues }: PlaneModuleRow): ModuleSummary {
  return { id, project_id, name, total_issues, completed_issues };
}

const isIssuePage = isPlanePage(isPlaneIssueRow);

type Where = { slug: string; projectId: string };

const cycleIssues = ({ slug, projectId }: Where, cycleId: string, options: CallOptions<unknown>) =>
  projectIssueList(slug, projectId, (cursor) =>
    plane('cycleIssues', { slug, projectId, cycleId }, { query: keyOrderedPage(cursor), guard: isIssuePage, ...carried(options) }));

const moduleIssues = ({ slug, projectId }: Where, moduleId: string, options: CallOptions<unknown>) =>
  projectIssueList(slug, projectId, (cursor) =>
    plane('moduleIssues', { slug, projectId, moduleId }, { query: keyOrderedPage(cursor), guard: isIssuePage, ...carried(options) }));

/** The cycle without `issue_ids`, which its issue list gives. */
async function readCycle(where: Where, cycleId: string, options: CallOptions<unknown>): Promise<ApiResult<Cycle>> {
  const answers = await all([
    plane('cycle', { ...where, cycleId }, { guard: isPlaneCycle, ...carried(options) }),
    cycleIssues(where, cycleId, options),
  ] as const);
  return answers.ok ? ok(cycleFromPlane(answers.data[0], answers.data[1].map((i) => i.id))) : answers;
}

async function readModule(where: Where, moduleId: string, options: CallOptions<unknown>): Promise<ApiResult<Module>> {
  const answers = await all([
    plane('module', { ...where, moduleId }, { guard: isPlaneModule, ...carried(options) }),
    moduleIssues(where, moduleId, options),
  ] as const);
  return answers.ok ? ok(moduleFromPlane(answers.data[0], answers.data[1].map((i) => i.id))) : answers;
}

/** The list endpoints as they are at makeplane/plane 4ca6d6c7 (app/urls/cycle.py, module.py; the views' `list`). */
export const cycleModuleCalls: PlaneCalls = {
  projectCycles: {
    uses: ['projectCycles'],
    does: 'A bare array of `.values()` rows, newest first; counts as they are, dates the date part of Plane\'s datetimes.',
    run: ({ slug, projectId }, options) =>
      mapAnswer(plane('projectCycles', { slug, projectId }, { guard: arrayOf(isPlaneCycleRow), ...carried(options) }), (rows) => rows.map(cycleSummaryFromPlane)),
  },
  projectModules: {
    uses: ['projectModules'],
    does: 'A bare array of `.values()` rows without archived modules, newest first; counts as they are.',
    run: ({ slug, projectId }, options) =>
      mapAnswer(plane('projectModules', { slug, projectId }, { guard: arrayOf(isPlaneModuleRow), ...carried(options) }), (rows) => rows.map(moduleSummaryFromPlane)),
  },
  cycle: {
    uses: ['cycle', 'cycleIssues', 'project', 'states'],
    does: '`issue_ids` from the cycle\'s issue list; dates are the date part of Plane\'s datetimes (in the project\'s timezone).',
    run: ({ slug, projectId, cycleId }, options) => {
      workspaceContext.set(slug);
      return readCycle({ slug, projectId }, cycleId, options);
    },
  },
  cycleIssues: {
    uses: ['cycleIssues', 'project', 'states'],
    does: 'Asks for key order as the project list does, unwraps the envelope, follows every page, fills the rows from the project and its states.',
    run: ({ slug, projectId, cycleId }, options) => cycleIssues({ slug, projectId }, cycleId, options),
  },
  addCycleIssues: {
    uses: ['addCycleIssues', 'cycle', 'cycleIssues', 'project', 'states'],
    does: 'Same body; Plane answers `{message}` (and moves issues out of another cycle), so the cycle is read again.',
    run: async ({ slug, projectId, cycleId }, options) => {
      const added = await plane('addCycleIssues', { slug, projectId, cycleId }, { json: options.json, guard: isMessage, ...carried(options) });
      return added.ok ? readCycle({ slug, projectId }, cycleId, options) : added;
    },
  },
  cycleDistribution: {
    uses: ['cycleAnalytics', 'cycleProgress'],
    does: 'Rows per assignee and label from `analytics/?type=issues`, counts per state group from `progress/`; a cycle without dates (400 there) has no rows.',
    run: async ({ slug, projectId, cycleId }, options) => {
      const where = { slug, projectId, cycleId };
      const [analytics, progress] = await Promise.all([
        plane('cycleAnalytics', where, { query: { type: 'issues' }, guard: isPlaneDistribution, ...carried(options) }),
        plane('cycleProgress', where, { guard: isPlaneStateCounts, ...carried(options) }),
      ]);
      if (!progress.ok) return progress;
      if (!analytics.ok && analytics.error.status !== 400) return analytics;
      return ok(distributionFromPlane(analytics.ok ? analytics.data : null, progress.data));
    },
  },

  module: {
    uses: ['module', 'moduleIssues', 'project', 'states'],
    does: '`issue_ids` from the module\'s issue list; `archived` from `archived_at`.',
    run: ({ slug, projectId, moduleId }, options) => {
      workspaceContext.set(slug);
      return readModule({ slug, projectId }, moduleId, options);
    },
  },
  moduleIssues: {
    uses: ['moduleIssues', 'project', 'states'],
    does: 'Another path (`modules/{id}/issues/`); in key order, unwrapped and filled as the project list.',
    run: ({ slug, projectId, moduleId }, options) => moduleIssues({ slug, projectId }, moduleId, options),
  },
  addModuleIssues: {
    uses: ['addModuleIssues', 'module', 'moduleIssues', 'project', 'states'],
    does: 'Another path, same body; the module is read again after Plane\'s `{message}`.',
    run: async ({ slug, projectId, moduleId }, options) => {
      const added = await plane('addModuleIssues', { slug, projectId, moduleId }, { json: options.json, guard: isMessage, ...carried(options) });
      return added.ok ? readModule({ slug, projectId }, moduleId, options) : added;
    },
  },
  moduleDistribution: {
    uses: ['module'],
    does: 'A module has no analytics route: rows and counts come from its detail (`distribution` and the `*_issues` counters).',
    run: async ({ slug, projectId, moduleId }, options) => {
      const module = await plane('module', { slug, projectId, moduleId }, { guard: isPlaneModule, ...carried(options) });
      return module.ok ? ok(distributionFromPlane(module.data.distribution, module.data)) : module;
    },
  },
};
