import { coreApi } from '../api/core';
import { cyclesModulesApi } from '../api/cycles-modules';
import { issuesApi } from '../api/issues';
import { unwrap } from '../api/result';
import { findPlaces, type FoundPlaces } from '../domain/own-places';
import { createLoad, createShared } from './kit';

/** Where the places found this session are kept: every page's sidebar needs them, the server need answer once. */
export const OWN_PLACES_KEY = 'plane:own-places';

/** The places once known (`found` null: the reader belongs to no workspace); the stores hold null until then. */
export interface KnownPlaces {
  found: FoundPlaces | null;
}

function stored(storage: Storage | undefined): KnownPlaces | null {
  try {
    const text = storage?.getItem(OWN_PLACES_KEY);
    const kept = text ? (JSON.parse(text) as unknown) : null;
    return kept && typeof kept === 'object' && 'found' in kept ? (kept as KnownPlaces) : null;
  } catch {
    return null;
  }
}

/** Signing in as someone else finds their places anew. */
export function forgetOwnPlaces(storage: Storage | undefined = globalThis.sessionStorage): void {
  try {
    storage?.removeItem(OWN_PLACES_KEY);
  } catch {
    // No storage (a private window): nothing was kept.
  }
}

/** The reader's places, read from the server: their workspaces and the first project's lists. */
export async function readOwnPlaces(today: string): Promise<FoundPlaces | null> {
  const [me, workspaces] = await Promise.all([unwrap(coreApi.me()), unwrap(coreApi.myWorkspaces())]);
  const workspace = workspaces[0];
  const projects = workspace ? await unwrap(coreApi.projects(workspace.slug)) : [];
  const project = workspace && projects[0];
  const [issues, cycles, modules] = project
    ? await Promise.all([
        unwrap(issuesApi.firstOfProject(workspace.slug, project.id, 1)),
        unwrap(cyclesModulesApi.cycles(workspace.slug, project.id)),
        unwrap(cyclesModulesApi.modules(workspace.slug, project.id)),
      ])
    : [[], [], []];
  return findPlaces({ userId: me.id, workspaces, projects, issues, cycles, modules }, today);
}

const localToday = () => new Date().toLocaleDateString('en-CA');

/**
 * The reader's own places for a build whose ids the server makes (`plane`): kept for the session,
 * so pages after the first show their links at once. `$data` is null until they are known.
 */
export function createOwnPlacesModel(storage: Storage | undefined = globalThis.sessionStorage, today: () => string = localToday) {
  return createLoad<KnownPlaces, void, KnownPlaces | null>({
    initial: stored(storage),
    load: async () => {
      const kept = stored(storage);
      if (kept) return kept;
      const known = { found: await readOwnPlaces(today()) };
      try {
        storage?.setItem(OWN_PLACES_KEY, JSON.stringify(known));
      } catch {
        // Full or absent storage: the next page asks again.
      }
      return known;
    },
  });
}

let shared: OwnPlacesModel | null = null;

/** One per page: the sidebar and a demo island that both need the places share the one read. */
export function ownPlaces(): OwnPlacesModel {
  shared ??= createShared(() => createOwnPlacesModel());
  return shared;
}

export type OwnPlacesModel = ReturnType<typeof createOwnPlacesModel>;
