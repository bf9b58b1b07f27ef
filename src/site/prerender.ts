import type { Cycle, Issue, Module, Project, User, Workspace } from '../domain/entities';
import { EDITOR_DEMO_ID } from '../domain/sample-document';
import { issueKey } from '../domain/issue-search';
import { displayName } from '../domain/users';
import type { SiteRoute } from '../domain/site-routes';
import { buildSeed } from '../../fixtures/seed';

/**
 * What the static build pre-renders pages for: the demo workspace's records, read at build time.
 * Pages take them from here rather than from the fixtures, so the data behind the pre-rendered
 * pages is chosen in one place (today the mock's seed, which the mocked site then serves).
 */
export interface PrerenderedWorkspace {
  workspace: Workspace;
  users: User[];
  currentUserId: string;
  projects: Project[];
  cycles: Cycle[];
  modules: Module[];
  issues: Issue[];
}

let workspace: PrerenderedWorkspace | null = null;

export function prerenderedWorkspace(): PrerenderedWorkspace {
  workspace ??= buildSeed();
  return workspace;
}

/** The document the editor demo saves and the viewer demo shows. */
export const DEMO_DOCUMENT_ID = EDITOR_DEMO_ID;

/** A product page the build pre-renders and the app shell also routes to (layouts/PrerenderedPage). */
export type PrerenderedRoute = Extract<SiteRoute, { name: 'issue' | 'cycle' | 'module' | 'project' | 'profile' }>;

export interface PrerenderedPage {
  params: Record<string, string>;
  props: { title: string; route: PrerenderedRoute };
}

/**
 * The seed's records of one kind as pages, pre-rendered for a fast first paint of the page's frame;
 * what the page shows is what the server has (the island checks it, as the app shell does for any
 * other record: 404.astro). The titles are the ones the shell gives the tab (app-shell/RoutePage).
 */
export function prerenderedPages(name: PrerenderedRoute['name']): PrerenderedPage[] {
  const demo = prerenderedWorkspace();
  const workspaceSlug = demo.workspace.slug;
  const projectOf = (projectId: string) => demo.projects.find((p) => p.id === projectId)!;
  switch (name) {
    case 'issue':
      return demo.issues.map((issue) => ({
        params: { projectId: issue.project_id, issueId: issue.id },
        props: { title: `${issueKey(issue)} ${issue.name}`, route: { name, workspaceSlug, projectId: issue.project_id, issueId: issue.id } },
      }));
    case 'cycle':
      return demo.cycles.map((cycle) => ({
        params: { projectId: cycle.project_id, cycleId: cycle.id },
        props: { title: `${cycle.name} · ${projectOf(cycle.project_id).name}`, route: { name, workspaceSlug, projectId: cycle.project_id, cycleId: cycle.id } },
      }));
    case 'module':
      return demo.modules.map((module) => ({
        params: { projectId: module.project_id, moduleId: module.id },
        props: { title: `${module.name} · ${projectOf(module.project_id).name}`, route: { name, workspaceSlug, projectId: module.project_id, moduleId: module.id } },
      }));
    case 'project':
      return demo.projects.map((project) => ({
        params: { projectId: project.id },
        props: { title: `${project.name} · Project`, route: { name, workspaceSlug, projectId: project.id } },
      }));
    case 'profile':
      return demo.users.map((user) => ({
        params: { userId: user.id },
        props: { title: `${displayName(user)} · Profile`, route: { name, workspaceSlug, userId: user.id } },
      }));
  }
}
