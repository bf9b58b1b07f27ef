import type { Issue, IssueLite, Paginated, Priority } from '../../../domain/entities';
import type { IssueTab } from '../../../domain/constants';
import { arrayOf, isNothing } from '../../guards';
import { ok, type ApiResult } from '../../result';
import { all, carried, mapAnswer, plane, type PlaneCalls } from './client';
import { workspaceContext } from './context';
import { descriptionFromPlane, descriptionToPlane } from './issue-html';
import { lookups } from './lookups';
import { everyPage, firstCursor, isPlanePage, PLANE_MAX_PER_PAGE, type PlanePage } from './pagination';
import {
  isMessage, isPlaneIssue, isPlaneIssueRow, isPlaneSearchRow,
  type PlaneIssue, type PlaneIssueRow, type PlaneProjectRow, type PlaneSearchRow, type PlaneState,
} from './shapes';

/** What a list row lacks, from records the page already has: the project's identifier, the state's name and colour. */
export interface IssueContext {
  projects: ReadonlyArray<Pick<PlaneProjectRow, 'id' | 'identifier'>>;
  states: readonly PlaneState[];
}

const PRIORITIES: readonly Priority[] = ['urgent', 'high', 'medium', 'low', 'none'];

export function issueFromPlane(row: PlaneIssueRow, context: IssueContext): Issue {
  const state = context.states.find((s) => s.id === row.state_id);
  return {
    id: row.id,
    name: row.name,
    sequence_id: row.sequence_id,
    state_id: row.state_id,
    project_id: row.project_id,
    project__identifier: context.projects.find((p) => p.id === row.project_id)?.identifier ?? '',
    state__color: state?.color ?? '',
    state__name: state?.name ?? '',
    state__group: row.state__group ?? state?.group ?? 'backlog',
    priority: PRIORITIES.includes(row.priority as Priority) ? (row.priority as Priority) : 'none',
    assignee_ids: row.assignee_ids,
    label_ids: row.label_ids,
    created_by: row.created_by ?? '',
    // Plane's lists do not say who follows an issue; the detail says whether the caller does.
    subscriber_ids: [],
    cycle_id: row.cycle_id,
    module_ids: row.module_ids,
    start_date: row.start_date,
    target_date: row.target_date,
    description_html: '',
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The detail adds the description (Plane's image markup read as ours) and whether the caller follows it. */
export function issueDetailFromPlane(issue: PlaneIssue, context: IssueContext, slug: string, myId: string): Issue {
  return {
    ...issueFromPlane(issue, context),
    description_html: descriptionFromPlane(issue.description_html ?? '', slug, issue.project_id),
    subscriber_ids: issue.is_subscribed ? [myId] : [],
  };
}

/**
 * `search-issues/` rows carry the state's name but not its id: the id is found by name among the
 * workspace's states of the row's project ("" when none matches, e.g. a state renamed meanwhile).
 */
export function searchRowFromPlane(row: PlaneSearchRow, states: readonly PlaneState[]): IssueLite {
  const state = states.find((s) => s.project_id === row.project_id && s.name === row.state__name);
  return {
    id: row.id,
    name: row.name,
    sequence_id: row.sequence_id,
    state_id: state?.id ?? '',
    project_id: row.project_id,
    project__identifier: row.project__identifier,
    state__color: row.state__color,
  };
}

/** The most rows `search-issues/` answers, with no word of any beyond them (app/views/search/issue.py:146-160 at 4ca6d6c7). */
export const PLANE_SEARCH_LIMIT = 100;
/** The cursor of a search page that may have been cut: Plane pages no search, so it names nothing to ask for. */
export const SEARCH_CUT = 'cut';

/** The search's bare array as a page: its length is all the total Plane tells; a full one may have been cut. */
export function searchPageFromPlane<T>(rows: readonly T[]): Paginated<T> {
  return { results: [...rows], total_count: rows.length, next_cursor: rows.length >= PLANE_SEARCH_LIMIT ? SEARCH_CUT : null };
}

/** `{"message": "N issues were deleted"}`: the count, or what was asked when the text says none. */
export function deletedCount(message: string, asked: number): number {
  const match = /^\s*(\d+)\b/.exec(message);
  return match ? Number(match[1]) : asked;
}

/** Plane has no `tab`: the legacy filters with the caller's id say whose issues. */
export function workspaceTabQuery(tab: IssueTab, myId: string): Record<string, string> {
  switch (tab) {
    case 'assigned': return { assignees: myId };
    case 'created': return { created_by: myId };
    case 'subscribed': return { subscriber: myId };
    default: return {};
  }
}

const isIssuePage = isPlanePage(isPlaneIssueRow);

/** Every row of an issue list, then each completed from the project and its states. */
export async function projectIssueList(
  slug: string,
  projectId: string,
  fetchPage: (cursor: string) => Promise<ApiResult<PlanePage<PlaneIssueRow>>>,
  /** Only the first page, of this many rows. */
  limit?: number,
): Promise<ApiResult<Issue[]>> {
  const read = limit ? fetchPage(firstCursor(limit)).then((page) => (page.ok ? ok(page.data.results) : page)) : everyPage(fetchPage);
  const answers = await all([read, lookups.project(slug, projectId), lookups.states(slug, projectId)] as const);
  if (!answers.ok) return answers;
  const [rows, project, states] = answers.data;
  return ok(rows.map((row) => issueFromPlane(row, { projects: [project], states })));
}

async function readIssue(slug: string, projectId: string, issueId: string, signal?: AbortSignal): Promise<ApiResult<Issue>> {
  const answers = await all([
    plane('issue', { slug, projectId, issueId }, { guard: isPlaneIssue, signal }),
    lookups.project(slug, projectId),
    lookups.states(slug, projectId),
    lookups.myId(),
  ] as const);
  if (!answers.ok) return answers;
  const [issue, project, states, me] = answers.data;
  return ok(issueDetailFromPlane(issue, { projects: [project], states }, slug, me.id));
}

const perPage = (cursor: string) => ({ per_page: PLANE_MAX_PER_PAGE, cursor });

/**
 * One page of a project's, a cycle's or a module's issues in key order. The spec lists issues by key
 * (WEB-1, WEB-2, …); Plane's lists take any field in `order_by` (utils/order_queryset.py:12 at
 * 4ca6d6c7) and default to newest first (`-created_at`; the module view to `created_at`).
 */
export const keyOrderedPage = (cursor: string, size = PLANE_MAX_PER_PAGE) => ({ per_page: size, cursor, order_by: 'sequence_id' });
const empty = { guard: isNothing, expectEmpty: true };

export const issueCalls: PlaneCalls = {
  projectIssues: {
    uses: ['projectIssues', 'project', 'states'],
    does: 'Asks for key order (`order_by=sequence_id`; Plane\'s default is newest first), follows every page (`per_page` 1000; one page of `limit` rows when the caller reads only those) and fills `project__identifier`, `state__name`, `state__color` from the project and its states the page has read.',
    run: ({ slug, projectId }, options) => {
      workspaceContext.set(slug);
      const limit = options.hint?.limit;
      return projectIssueList(slug, projectId, (cursor) =>
        plane('projectIssues', { slug, projectId }, { query: keyOrderedPage(cursor, limit), guard: isIssuePage, ...carried(options) }), limit);
    },
  },

  workspaceIssues: {
    uses: ['me', 'workspaceIssues', 'projects', 'workspaceStates'],
    does: 'Plane has no `tab`: `assigned`, `created`, `subscribed` become `assignees`, `created_by`, `subscriber` with the caller\'s id; every page followed, rows filled from the workspace\'s projects and states.',
    run: async ({ slug }, options) => {
      workspaceContext.set(slug);
      const tab = (options.query?.tab ?? 'all-issues') as IssueTab;
      const me = await lookups.myId();
      if (!me.ok) return me;
      const filters = workspaceTabQuery(tab, me.data.id);
      const answers = await all([
        everyPage((cursor) => plane('workspaceIssues', { slug }, { query: { ...filters, ...perPage(cursor) }, guard: isIssuePage, ...carried(options) })),
        lookups.workspaceProjects(slug),
        lookups.workspaceStates(slug),
      ] as const);
      if (!answers.ok) return answers;
      const [rows, projects, states] = answers.data;
      return ok(rows.map((row) => issueFromPlane(row, { projects, states })));
    },
  },

  issue: {
    uses: ['issue', 'project', 'states', 'me'],
    does: 'Fills identifier and state from the project and its states; Plane\'s `<image-component src="{asset id}">` read as `<img src="{asset URL}">`; `subscriber_ids` from `is_subscribed`.',
    run: ({ slug, projectId, issueId }, options) => {
      workspaceContext.set(slug);
      return readIssue(slug, projectId, issueId, options.signal);
    },
  },

  updateIssue: {
    uses: ['updateIssue', 'issue', 'project', 'states', 'me'],
    does: 'Our editor images written back as `<image-component>`; Plane answers 204 with no body and rewrites the HTML through its sanitiser, so the issue is read again.',
    run: async ({ slug, projectId, issueId }, options) => {
      const patch = (options.json ?? {}) as Partial<Pick<Issue, 'name' | 'description_html'>>;
      const body = {
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.description_html !== undefined ? { description_html: descriptionToPlane(patch.description_html) } : {}),
      };
      const saved = await plane('updateIssue', { slug, projectId, issueId }, { json: body, ...empty, ...carried(options) });
      if (!saved.ok) return saved;
      return readIssue(slug, projectId, issueId, options.signal);
    },
  },

  deleteIssue: {
    uses: ['deleteIssue'],
    does: 'As it is.',
    run: ({ slug, projectId, issueId }, options) => plane('deleteIssue', { slug, projectId, issueId }, { ...empty, ...carried(options) }),
  },

  searchIssues: {
    uses: ['searchIssues', 'workspaceStates'],
    does: '`cycle_id` becomes `cycle=true` (leaves out issues in any cycle); the bare array (at most 100, with no total) is wrapped as a page that says whether it is cut; `state_id` found by state name in the row\'s project.',
    run: async ({ slug, projectId }, options) => {
      const q = options.query ?? {};
      const query = { search: q.search, workspace_search: q.workspace_search, cycle: q.cycle_id ? 'true' : undefined, module: q.module };
      const answers = await all([
        plane('searchIssues', { slug, projectId }, { query, guard: arrayOf(isPlaneSearchRow), ...carried(options) }),
        lookups.workspaceStates(slug),
      ] as const);
      if (!answers.ok) return answers;
      const [rows, states] = answers.data;
      return ok(searchPageFromPlane(rows.map((row) => searchRowFromPlane(row, states))));
    },
  },

  bulkDeleteIssues: {
    uses: ['bulkDeleteIssues'],
    does: 'Same body; `deleted` read from Plane\'s `{message: "N issues were deleted"}`. Project admins only on Plane.',
    run: ({ slug, projectId }, options) => {
      const { issue_ids: ids = [] } = (options.json ?? {}) as { issue_ids?: string[] };
      return mapAnswer(
        plane('bulkDeleteIssues', { slug, projectId }, { json: { issue_ids: ids }, guard: isMessage, ...carried(options) }),
        ({ message }) => ({ deleted: deletedCount(message, ids.length) }),
      );
    },
  },
};
