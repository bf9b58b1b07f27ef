import { arrayOf, isString, shape } from '../../guards';
import type { ApiResult } from '../../result';
import { plane } from './client';
import {
  isPlaneInstance, isPlaneProject, isPlaneProjectRow, isPlaneState, isPlaneWorkspace,
  type PlaneInstance, type PlaneProject, type PlaneProjectRow, type PlaneState, type PlaneWorkspace,
} from './shapes';

/**
 * Records other answers are completed from, asked for once per page: Plane's issue lists leave out
 * the project's identifier and the state's name and colour, which the page has already loaded with
 * the project and its states. A call that reads one of these records afresh (the project, its
 * states) keeps what it read; a failed read is not kept, so the next call asks again.
 */
const memo = new Map<string, Promise<ApiResult<unknown>>>();

function remembered<T>(key: string, load: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
  let pending = memo.get(key) as Promise<ApiResult<T>> | undefined;
  if (!pending) {
    pending = load();
    memo.set(key, pending);
    void pending.then((result) => {
      if (!result.ok && memo.get(key) === pending) memo.delete(key);
    });
  }
  return pending;
}

/** Keeps a record a call has just read, so lookups that follow use it. */
export function keep<T>(key: string, result: ApiResult<T>): ApiResult<T> {
  if (result.ok) memo.set(key, Promise.resolve(result));
  return result;
}

export const keys = {
  project: (slug: string, projectId: string) => `project:${slug}/${projectId}`,
  states: (slug: string, projectId: string) => `states:${slug}/${projectId}`,
  workspace: (slug: string) => `workspace:${slug}`,
  workspaceProjects: (slug: string) => `projects:${slug}`,
  workspaceStates: (slug: string) => `workspace-states:${slug}`,
  me: () => 'me',
  instance: () => 'instance',
};

export const lookups = {
  project: (slug: string, projectId: string): Promise<ApiResult<PlaneProject>> =>
    remembered(keys.project(slug, projectId), () => plane('project', { slug, projectId }, { guard: isPlaneProject })),
  states: (slug: string, projectId: string): Promise<ApiResult<PlaneState[]>> =>
    remembered(keys.states(slug, projectId), () => plane('states', { slug, projectId }, { guard: arrayOf(isPlaneState) })),
  workspace: (slug: string): Promise<ApiResult<PlaneWorkspace>> =>
    remembered(keys.workspace(slug), () => plane('workspace', { slug }, { guard: isPlaneWorkspace })),
  workspaceProjects: (slug: string): Promise<ApiResult<PlaneProjectRow[]>> =>
    remembered(keys.workspaceProjects(slug), () => plane('projects', { slug }, { guard: arrayOf(isPlaneProjectRow) })),
  workspaceStates: (slug: string): Promise<ApiResult<PlaneState[]>> =>
    remembered(keys.workspaceStates(slug), () => plane('workspaceStates', { slug }, { guard: arrayOf(isPlaneState) })),
  /** Only the id is read from here (whose issues "assigned" means); the full user is composed afresh. */
  myId: (): Promise<ApiResult<{ id: string }>> =>
    remembered(keys.me(), () => plane('me', {}, { guard: shape<{ id: string }>({ id: isString }), cache: 'no-store' })),
  instance: (): Promise<ApiResult<PlaneInstance>> =>
    remembered(keys.instance(), () => plane('instances', {}, { guard: isPlaneInstance })),
};

/** Tests start each case without what an earlier one read. */
export function forgetLookups(): void {
  memo.clear();
}
