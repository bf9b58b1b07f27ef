import { coreApi } from '../api/core';
import { cyclesModulesApi } from '../api/cycles-modules';
import { unwrap } from '../api/result';
import type { CycleSummary, ModuleSummary, Project } from '../domain/entities';
import { demoPlaces, placesChecked, SAMPLE_PLACES, type DemoPlaces } from '../domain/demo-places';
import type { SiteRoute } from '../domain/site-routes';
import { backendName } from './backend';

/** A demo whose address names no places plays on the reader's own, found on the server, where the build cannot know the ids. */
export const placesFromServer = backendName === 'plane';
import { createLoad } from './kit';
import { issueKey } from '../domain/issue-search';
import { createRouteTargetModel, type RouteTarget, type RouteTargetModel } from './route-target';

/** The most specific record a demo plays on: its check covers the ones above it. */
export type DemoNeed = 'workspace' | 'project' | 'issue' | 'cycle' | 'module';

/** The app route whose check is the demo's: the same not-found states as the pages. */
export function demoRoute(places: DemoPlaces, need: DemoNeed): SiteRoute {
  const { workspaceSlug, projectId } = places;
  switch (need) {
    case 'workspace':
      return { name: 'workspaceViews', workspaceSlug, tab: 'all-issues' };
    case 'project':
      return { name: 'project', workspaceSlug, projectId };
    case 'issue':
      return { name: 'issue', workspaceSlug, projectId, issueId: places.issueId };
    case 'cycle':
      return { name: 'cycle', workspaceSlug, projectId, cycleId: places.cycleId };
    case 'module':
      return { name: 'module', workspaceSlug, projectId, moduleId: places.moduleId };
  }
}

export interface DemoPlacesModel {
  places: DemoPlaces;
  /**
   * The check of the places with the server, or null when there is none to make: the sample
   * workspace on the spec's backend is there by construction, and the demo's own states (empty,
   * failing, malformed) are what its QA scenarios show. Places the reader named, and any place on
   * Plane (whose ids are its own), are checked before the demo mounts.
   */
  target: RouteTargetModel | null;
}

/**
 * `sample` is what a place the address does not name defaults to: the sample workspace's, or on a
 * build whose ids the server makes, the reader's own as found there (src/models/own-places.ts).
 */
export function createDemoPlacesModel(search: string, need: DemoNeed, sample: DemoPlaces = SAMPLE_PLACES): DemoPlacesModel {
  const places = demoPlaces(search, sample);
  return { places, target: placesChecked(search, sample, backendName) ? createRouteTargetModel(demoRoute(places, need)) : null };
}

/** The demo issue's key as the server has it; the sample's when nothing was checked. */
export function checkedIssueKey(target: RouteTarget | null, sampleKey: string): string {
  return target?.issue ? issueKey(target.issue) : sampleKey;
}

/** The lists a demo offers to choose from on the reader's own workspace (the sample's come with the page). */
export interface DemoLists {
  projects: Project[];
  cycles: CycleSummary[];
  modules: ModuleSummary[];
}

const LIST_LOADS: { [K in keyof DemoLists]: (places: DemoPlaces) => Promise<DemoLists[K]> } = {
  projects: ({ workspaceSlug }) => unwrap(coreApi.projects(workspaceSlug)),
  cycles: ({ workspaceSlug, projectId }) => unwrap(cyclesModulesApi.cycles(workspaceSlug, projectId)),
  modules: ({ workspaceSlug, projectId }) => unwrap(cyclesModulesApi.modules(workspaceSlug, projectId)),
};

/** The lists a demo offers, each read once (only those it asks for). */
export function createDemoListsModel<K extends keyof DemoLists>(places: DemoPlaces, lists: readonly K[]) {
  return createLoad<Pick<DemoLists, K> | null>({
    initial: null,
    load: async () => {
      const loaded = {} as Pick<DemoLists, K>;
      await Promise.all(lists.map(async (list) => {
        loaded[list] = await LIST_LOADS[list](places);
      }));
      return loaded;
    },
  });
}
