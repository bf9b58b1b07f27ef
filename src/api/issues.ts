import type { Cycle, Issue, IssueLite, Module, Paginated } from '../domain/entities';
import type { IssueTab } from '../domain/constants';
import { arrayOf, isBoolean, isNumber, isRecord, isString, nullable, shape, type Guard } from './guards';
import { send } from './send';
import type { ApiResult } from './result';

export const isIssueLite = shape<IssueLite>({
  id: isString,
  name: isString,
  sequence_id: isNumber,
  state_id: isString,
  project_id: isString,
  project__identifier: isString,
  state__color: isString,
});

const isStateGroup = (value: unknown): value is Issue['state__group'] =>
  value === 'backlog' || value === 'unstarted' || value === 'started' || value === 'completed' || value === 'cancelled';

/** The fields the lists read; other fields pass through unchecked. */
export const isIssue: Guard<Issue> = (value: unknown): value is Issue =>
  isIssueLite(value) && isRecord(value) && isStateGroup(value.state__group) && isString(value.state__name);

const isPage = shape<Paginated<IssueLite>>({
  results: arrayOf(isIssueLite),
  total_count: isNumber,
  next_cursor: nullable(isString),
});

const isCycle = shape<Pick<Cycle, 'id' | 'project_id' | 'name' | 'issue_ids'>>({
  id: isString, project_id: isString, name: isString, issue_ids: arrayOf(isString),
}) as Guard<Cycle>;

const isModule = shape<Pick<Module, 'id' | 'project_id' | 'name' | 'issue_ids' | 'archived'>>({
  id: isString, project_id: isString, name: isString, issue_ids: arrayOf(isString), archived: isBoolean,
}) as Guard<Module>;

export interface IssueSearchParams {
  search: string;
  workspaceSearch: boolean;
  /** Leave out issues already in this cycle or module (the caller's parameters). */
  cycleId?: string;
  moduleId?: string;
}

/** Where picked issues go: a cycle or a module of the project. */
export type IssueTarget = { kind: 'cycle'; cycleId: string } | { kind: 'module'; moduleId: string };

export const issuesApi = {
  listProject: (slug: string, projectId: string, signal?: AbortSignal) =>
    send('projectIssues', { slug, projectId }, { guard: arrayOf(isIssue), signal }),

  /** The project's first issues in key order: a server that pages is asked for one page. */
  firstOfProject: async (slug: string, projectId: string, count: number) => {
    const result = await send('projectIssues', { slug, projectId }, { guard: arrayOf(isIssue), hint: { limit: count } });
    return result.ok ? { ...result, data: result.data.slice(0, count) } : result;
  },

  workspaceTab: (slug: string, tab: IssueTab, signal?: AbortSignal) =>
    send('workspaceIssues', { slug }, { query: { tab }, guard: arrayOf(isIssue), signal }),

  search: (slug: string, projectId: string, params: IssueSearchParams, signal?: AbortSignal) =>
    send('searchIssues', { slug, projectId }, {
      query: {
        search: params.search.trim(),
        workspace_search: params.workspaceSearch,
        cycle_id: params.cycleId,
        module: params.moduleId,
      },
      guard: isPage,
      signal,
    }),

  bulkDelete: (slug: string, projectId: string, issueIds: readonly string[]) =>
    send('bulkDeleteIssues', { slug, projectId }, {
      json: { issue_ids: issueIds },
      guard: shape<{ deleted: number }>({ deleted: isNumber }),
    }),

  cycle: (slug: string, projectId: string, cycleId: string) => send('cycle', { slug, projectId, cycleId }, { guard: isCycle }),
  module: (slug: string, projectId: string, moduleId: string) => send('module', { slug, projectId, moduleId }, { guard: isModule }),

  listTarget: (slug: string, projectId: string, target: IssueTarget, signal?: AbortSignal) =>
    target.kind === 'cycle'
      ? send('cycleIssues', { slug, projectId, cycleId: target.cycleId }, { guard: arrayOf(isIssue), signal })
      : send('moduleIssues', { slug, projectId, moduleId: target.moduleId }, { guard: arrayOf(isIssue), signal }),

  addToCycle: (slug: string, projectId: string, cycleId: string, issueIds: readonly string[]) =>
    send('addCycleIssues', { slug, projectId, cycleId }, { json: { issues: issueIds }, guard: isCycle }),

  addToModule: (slug: string, projectId: string, moduleId: string, issueIds: readonly string[]) =>
    send('addModuleIssues', { slug, projectId, moduleId }, { json: { issues: issueIds }, guard: isModule }),

  addTo: (slug: string, projectId: string, target: IssueTarget, issueIds: readonly string[]): Promise<ApiResult<Cycle | Module>> =>
    target.kind === 'cycle'
      ? issuesApi.addToCycle(slug, projectId, target.cycleId, issueIds)
      : issuesApi.addToModule(slug, projectId, target.moduleId, issueIds),
};
