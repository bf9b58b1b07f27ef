import type { Cycle, Issue, IssueLite, Module, Paginated } from '../domain/entities';
import type { IssueTab } from '../domain/constants';
import { arrayOf, isBoolean, isNumber, isRecord, isString, nullable, shape, type Guard } from './guards';
import { request } from './http';
import { paths } from './paths';
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
    request(paths.projectIssues(slug, projectId), { guard: arrayOf(isIssue), signal }),

  workspaceTab: (slug: string, tab: IssueTab, signal?: AbortSignal) =>
    request(paths.workspaceIssues(slug), { query: { tab }, guard: arrayOf(isIssue), signal }),

  search: (slug: string, projectId: string, params: IssueSearchParams, signal?: AbortSignal) =>
    request(paths.searchIssues(slug, projectId), {
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
    request(paths.bulkDeleteIssues(slug, projectId), {
      method: 'DELETE',
      json: { issue_ids: issueIds },
      guard: shape<{ deleted: number }>({ deleted: isNumber }),
    }),

  cycle: (slug: string, projectId: string, cycleId: string) => request(paths.cycle(slug, projectId, cycleId), { guard: isCycle }),
  module: (slug: string, projectId: string, moduleId: string) => request(paths.module(slug, projectId, moduleId), { guard: isModule }),

  listTarget: (slug: string, projectId: string, target: IssueTarget, signal?: AbortSignal) =>
    request(
      target.kind === 'cycle' ? paths.cycleIssues(slug, projectId, target.cycleId) : paths.moduleIssues(slug, projectId, target.moduleId),
      { guard: arrayOf(isIssue), signal },
    ),

  addToCycle: (slug: string, projectId: string, cycleId: string, issueIds: readonly string[]) =>
    request(paths.cycleIssues(slug, projectId, cycleId), { method: 'POST', json: { issues: issueIds }, guard: isCycle }),

  addToModule: (slug: string, projectId: string, moduleId: string, issueIds: readonly string[]) =>
    request(paths.moduleIssues(slug, projectId, moduleId), { method: 'POST', json: { issues: issueIds }, guard: isModule }),

  addTo: (slug: string, projectId: string, target: IssueTarget, issueIds: readonly string[]): Promise<ApiResult<Cycle | Module>> =>
    target.kind === 'cycle'
      ? issuesApi.addToCycle(slug, projectId, target.cycleId, issueIds)
      : issuesApi.addToModule(slug, projectId, target.moduleId, issueIds),
};
