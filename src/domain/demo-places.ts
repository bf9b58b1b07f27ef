/**
 * The records a component's demo plays on. By default the sample workspace's (the seed's, which
 * the mocked site and the spec server serve). Anyone else's server has other ids (Plane's are
 * UUIDs made when a record is created), so the page's address may name the reader's own:
 * `/components/link-form/?workspace=my-team&project=…&issue=…&module=…`.
 */
export interface DemoPlaces {
  workspaceSlug: string;
  projectId: string;
  issueId: string;
  cycleId: string;
  moduleId: string;
}

/** The sample workspace's records (tests/unit/domain/demo-places.test.ts holds them to the seed). */
export const SAMPLE_PLACES: DemoPlaces = {
  workspaceSlug: 'acme',
  projectId: 'project-0001',
  issueId: 'issue-web-0001',
  cycleId: 'cycle-1-0001',
  moduleId: 'module-1-0001',
};

/** The address's name for each place. */
export const DEMO_PLACE_PARAMS = {
  workspaceSlug: 'workspace',
  projectId: 'project',
  issueId: 'issue',
  cycleId: 'cycle',
  moduleId: 'module',
} as const satisfies Record<keyof DemoPlaces, string>;

const PLACE_KEYS = Object.keys(DEMO_PLACE_PARAMS) as (keyof DemoPlaces)[];

/** A slug or an id as Plane and the spec make them; anything else is ignored rather than put in a path. */
const PLACE_VALUE = /^[A-Za-z0-9_-]{1,100}$/;

/** The places an address names, each over the sample's. */
export function demoPlaces(search: string, sample: DemoPlaces = SAMPLE_PLACES): DemoPlaces {
  const params = new URLSearchParams(search);
  const places = { ...sample };
  for (const key of PLACE_KEYS) {
    const value = params.get(DEMO_PLACE_PARAMS[key])?.trim();
    if (value && PLACE_VALUE.test(value)) places[key] = value;
  }
  return places;
}

/** Whether the address names any place of its own (then the demo checks them with the server first). */
export function namesOwnPlaces(search: string, sample: DemoPlaces = SAMPLE_PLACES): boolean {
  const places = demoPlaces(search, sample);
  return PLACE_KEYS.some((key) => places[key] !== sample[key]);
}

/**
 * Whether a demo's places are checked with the server before it mounts: places the reader named,
 * and any place on a backend other than the spec's (whose ids are its own). The sample workspace
 * on the spec's backend is there by construction.
 */
export function placesChecked(search: string, sample: DemoPlaces, backend: string): boolean {
  return backend !== 'spec' || namesOwnPlaces(search, sample);
}

/** The query that names `places` (`?workspace=…&project=…`), in the order of DEMO_PLACE_PARAMS. */
export function demoPlacesQuery(places: Partial<DemoPlaces>): string {
  const params = new URLSearchParams();
  for (const key of PLACE_KEYS) {
    const value = places[key];
    if (value) params.set(DEMO_PLACE_PARAMS[key], value);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
