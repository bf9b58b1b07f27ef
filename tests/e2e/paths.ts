import { buildSeed } from '../../fixtures/seed';
import { DEMO_PLACE_PARAMS, demoPlacesQuery, SAMPLE_PLACES } from '../../src/domain/demo-places';

/** What the Plane-shaped server's `GET /api/__mock__/world/` tells a test about the ids it made. */
export interface WorldIds {
  slug: string;
  /** Seed id (`project-0001`) → the UUID the server answers with. */
  ids: Record<string, string>;
}

const seed = buildSeed();
const projectOf = new Map<string, string>([...seed.issues, ...seed.cycles, ...seed.modules].map((row) => [row.id, row.project_id]));

/**
 * The site's paths for this run. Tests name what they open by the seed's ids
 * (`paths.issue('issue-web-0001')`); in mocked and real-server runs the server answers with those
 * ids, while the Plane-shaped server answers with a slug and UUIDs of its own, so the paths are
 * built from its mapping and no test can pass on the seed's literals by accident.
 */
export class SitePaths {
  readonly slug: string;

  constructor(private readonly world: WorldIds | null) {
    this.slug = world?.slug ?? seed.workspace.slug;
  }

  /** The id the server answers with for a seed id. */
  id(seedId: string): string {
    if (!this.world) return seedId;
    const id = this.world.ids[seedId];
    if (!id) throw new Error(`the Plane-shaped server has no id for ${seedId}`);
    return id;
  }

  /** An id the server does not have: seed-shaped for the spec, a UUID on Plane (whose routes take UUIDs only). */
  unknownId(seedShaped: string): string {
    return this.world ? '00000000-0000-4000-8000-000000000000' : seedShaped;
  }

  /** `/{slug}/` followed by `rest` (no leading slash). */
  workspace(rest = ''): string {
    return `/${this.slug}/${rest}`;
  }

  project(projectId: string): string {
    return this.workspace(`projects/${this.id(projectId)}/`);
  }

  issue(issueId: string): string {
    return `${this.project(this.projectOf(issueId))}issues/${this.id(issueId)}/`;
  }

  cycle(cycleId: string): string {
    return `${this.project(this.projectOf(cycleId))}cycles/${this.id(cycleId)}/`;
  }

  module(moduleId: string): string {
    return `${this.project(this.projectOf(moduleId))}modules/${this.id(moduleId)}/`;
  }

  profile(userId: string): string {
    return this.workspace(`profile/${this.id(userId)}/`);
  }

  /** A settings page: `''` is the workspace's general settings. */
  settings(page = ''): string {
    return this.workspace(page ? `settings/${page}/` : 'settings/');
  }

  /** A workspace issue tab: `all-issues`, `assigned`, `created`, `subscribed`. */
  views(tab: string): string {
    return this.workspace(`workspace-views/${tab}/`);
  }

  /** An API path under the workspace: `/api/workspaces/{slug}/` followed by `rest`. */
  api(rest = ''): string {
    return `/api/workspaces/${this.slug}/${rest}`;
  }

  /** An API path under a project: `/api/workspaces/{slug}/projects/{id}/` followed by `rest`. */
  apiProject(projectId: string, rest = ''): string {
    return this.api(`projects/${this.id(projectId)}/${rest}`);
  }

  /**
   * A page of the site as a test names it. A component page plays on the sample's records; in the
   * plane project its address names the server's for them (`?workspace=…&project=…`, as a reader
   * of their own Plane would), beside any query the test gives.
   */
  page(path: string): string {
    if (!this.world || !path.startsWith('/components/')) return path;
    const url = new URL(path, 'http://site.test');
    // A place the test names by its seed id (`?cycle=cycle-1-0002`) is that record's; the rest are the sample's.
    const seedId = (key: keyof typeof DEMO_PLACE_PARAMS) => url.searchParams.get(DEMO_PLACE_PARAMS[key]) ?? SAMPLE_PLACES[key];
    const places = demoPlacesQuery({
      workspaceSlug: this.slug,
      projectId: this.id(seedId('projectId')),
      issueId: this.id(seedId('issueId')),
      cycleId: this.id(seedId('cycleId')),
      moduleId: this.id(seedId('moduleId')),
    });
    for (const [name, value] of new URLSearchParams(places)) url.searchParams.set(name, value);
    return `${url.pathname}${url.search}${url.hash}`;
  }

  private projectOf(seedId: string): string {
    const projectId = projectOf.get(seedId);
    if (!projectId) throw new Error(`the seed has no issue, cycle or module ${seedId}`);
    return projectId;
  }
}
