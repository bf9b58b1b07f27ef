import { coreApi } from '../api/core';
import { issueDetailApi } from '../api/issue-detail';
import { issuesApi } from '../api/issues';
import type { CurrentUser, Cycle, Issue, Member, Module, Project, Workspace } from '../domain/entities';
import type { SiteRoute } from '../domain/site-routes';
import { createLoad, firstMissing, type Absence, type NeededCall } from './kit';

/** What a page read from the URL knows once its workspace and ids are checked. */
export interface RouteTarget {
  /** The workspace's display name, for breadcrumbs. */
  workspaceName?: string;
  project?: Project;
  issue?: Issue;
  cycle?: Cycle;
  module?: Module;
  /** For a profile: is it the signed-in user's own (they may change avatar and theme)? */
  isCurrentUser?: boolean;
}

/** Not found or not allowed: what, and the project when it is there (the way back from its issue, cycle or module). */
export type RouteCheck = { found: true; target: RouteTarget } | ({ found: false; project?: Project } & Absence);

/** The check of a route's workspace and ids: the gate's, and a pre-rendered page's first content's (first-content.ts). */
export async function checkRoute(route: SiteRoute): Promise<RouteCheck> {
  const slug = route.workspaceSlug;
  const checks: NeededCall[] = [['workspace', 'workspace', coreApi.workspace(slug)]];
  if ('projectId' in route) checks.push(['project', 'project', coreApi.project(slug, route.projectId)]);
  if (route.name === 'issue') checks.push(['issue', 'issue', issueDetailApi.get(slug, route.projectId, route.issueId)]);
  if (route.name === 'cycle') checks.push(['cycle', 'cycle', issuesApi.cycle(slug, route.projectId, route.cycleId)]);
  if (route.name === 'module') checks.push(['module', 'module', issuesApi.module(slug, route.projectId, route.moduleId)]);
  if (route.name === 'profile') checks.push(['members', 'workspace', coreApi.members(slug)], ['me', 'profile', coreApi.me()]);

  const { absence, data } = await firstMissing(checks);
  if (absence) return { found: false, ...absence, project: data.get('project') as Project | undefined };
  const target: RouteTarget = {
    workspaceName: (data.get('workspace') as Partial<Workspace>).name,
    project: data.get('project') as Project | undefined,
    issue: data.get('issue') as Issue | undefined,
    cycle: data.get('cycle') as Cycle | undefined,
    module: data.get('module') as Module | undefined,
  };
  if (route.name === 'profile') {
    const members = data.get('members') as Member[];
    if (!members.some((m) => m.member.id === route.userId)) return { found: false, missing: 'profile' };
    target.isCurrentUser = (data.get('me') as CurrentUser).id === route.userId;
  }
  return { found: true, target };
}

/**
 * The app shell's gate for one route: checks the workspace and the ids the URL names before the
 * page's islands mount, so an unknown one shows its not-found state rather than a broken page.
 */
export function createRouteTargetModel(route: SiteRoute) {
  const check = createLoad<RouteCheck, void, null>({ initial: null, load: () => checkRoute(route) });
  return { opened: check.requested, $check: check.$data, $error: check.$error, $loading: check.$loading };
}

export type RouteTargetModel = ReturnType<typeof createRouteTargetModel>;
