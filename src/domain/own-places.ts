import type { CycleSummary, IssueLite, ModuleSummary, Project, Workspace } from './entities';
import type { DemoPlaces } from './demo-places';
import { buildCycleUrl, buildIssueUrl, buildModuleUrl, buildProfileUrl, buildProjectUrl, buildSettingsUrl, buildWorkspaceViewUrl, pageAddress } from './routes';

/**
 * The records the site's "Demo workspace" links open. On the mocked site and the spec's server they
 * are the sample's, known when the site is built; on a server whose ids the build cannot know
 * (Plane's are UUIDs made when a record is created) they are found at run time: the signed-in
 * person's first workspace, its first project, and in it the first issue, the cycle running today
 * and the first module. A record the workspace has not got is null, and its link is left out.
 */
export interface FoundPlaces {
  workspaceSlug: string;
  userId: string;
  project: Pick<Project, 'id' | 'identifier'> | null;
  issue: Pick<IssueLite, 'id' | 'sequence_id'> | null;
  cycle: Pick<CycleSummary, 'id' | 'name'> | null;
  module: Pick<ModuleSummary, 'id' | 'name'> | null;
}

/** The sample workspace's records (tests/unit hold them to the seed). */
export const SAMPLE_FOUND: FoundPlaces = {
  workspaceSlug: 'acme',
  userId: 'user-0001',
  project: { id: 'project-0001', identifier: 'WEB' },
  issue: { id: 'issue-web-0001', sequence_id: 1 },
  cycle: { id: 'cycle-1-0001', name: 'Sprint 21' },
  module: { id: 'module-1-0001', name: 'Editor' },
};

/** What was read to find them: lists in the server's order. */
export interface PlaceLists {
  userId: string;
  workspaces: readonly Pick<Workspace, 'slug'>[];
  projects: readonly Pick<Project, 'id' | 'identifier'>[];
  issues: readonly Pick<IssueLite, 'id' | 'sequence_id'>[];
  cycles: readonly Pick<CycleSummary, 'id' | 'name' | 'start_date' | 'end_date'>[];
  modules: readonly Pick<ModuleSummary, 'id' | 'name'>[];
}

/** The cycle whose dates hold `today` (YYYY-MM-DD), else the first listed. */
export function cycleOfToday<C extends Pick<CycleSummary, 'start_date' | 'end_date'>>(cycles: readonly C[], today: string): C | null {
  const day = (date: string) => date.slice(0, 10);
  return cycles.find((c) => c.start_date && c.end_date && day(c.start_date) <= today && today <= day(c.end_date)) ?? cycles[0] ?? null;
}

/** The places in what was read: null when the person belongs to no workspace. */
export function findPlaces(lists: PlaceLists, today: string): FoundPlaces | null {
  const workspace = lists.workspaces[0];
  if (!workspace) return null;
  const project = lists.projects[0] ?? null;
  const issue = [...lists.issues].sort((a, b) => a.sequence_id - b.sequence_id)[0] ?? null;
  const cycle = cycleOfToday(lists.cycles, today);
  const module = lists.modules[0] ?? null;
  return {
    workspaceSlug: workspace.slug,
    userId: lists.userId,
    project: project && { id: project.id, identifier: project.identifier },
    issue: project && issue && { id: issue.id, sequence_id: issue.sequence_id },
    cycle: project && cycle && { id: cycle.id, name: cycle.name },
    module: project && module && { id: module.id, name: module.name },
  };
}

/** The demo islands' places among those found: a record the workspace has not got is left out. */
export function demoPlacesOf(found: FoundPlaces): Partial<DemoPlaces> {
  const places: Partial<DemoPlaces> = { workspaceSlug: found.workspaceSlug };
  if (found.project) places.projectId = found.project.id;
  if (found.issue) places.issueId = found.issue.id;
  if (found.cycle) places.cycleId = found.cycle.id;
  if (found.module) places.moduleId = found.module.id;
  return places;
}

export type PlaceLinkKey = 'issue' | 'cycle' | 'module' | 'project' | 'profile' | 'views' | 'settings';

export interface PlaceLink {
  key: PlaceLinkKey;
  label: string;
  /** Under the site's base, with the trailing slash the static host serves. */
  href: string;
}

/** The links into a workspace, in the sidebar's order; a record the workspace has not got has none. */
export function placeLinks(found: FoundPlaces): PlaceLink[] {
  const { workspaceSlug: slug, project, issue, cycle, module } = found;
  const links: (PlaceLink | null)[] = [
    project && issue && { key: 'issue', label: `Issue ${project.identifier}-${issue.sequence_id}`, href: buildIssueUrl(slug, project.id, issue.id) },
    project && cycle && { key: 'cycle', label: `Cycle: ${cycle.name}`, href: buildCycleUrl(slug, project.id, cycle.id) },
    project && module && { key: 'module', label: `Module: ${module.name}`, href: buildModuleUrl(slug, project.id, module.id) },
    project && { key: 'project', label: 'Project settings', href: buildProjectUrl(slug, project.id) },
    { key: 'profile', label: 'Profile', href: buildProfileUrl(slug, found.userId) },
    { key: 'views', label: 'Workspace issues', href: buildWorkspaceViewUrl(slug, 'all-issues') },
    { key: 'settings', label: 'Workspace settings', href: buildSettingsUrl(slug, '/settings') },
  ];
  return links.filter((link): link is PlaceLink => link !== null).map((link) => ({ ...link, href: pageAddress(link.href) }));
}
