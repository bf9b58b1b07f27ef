/**
 * What each QA scenario of the catalogue (src/domain/scenarios.ts) does: the data set it serves and
 * the faults it injects. The client sends the chosen scenario in the `x-mock-scenario` header, so
 * the browser worker and the real HTTP mock server behave the same.
 */
import { DEFAULT_SCENARIO_NAME, isScenarioName, type ScenarioName } from '../src/domain/scenarios';
import { HOSTILE_AI_RESPONSE } from '../fixtures/hostile';

export type DataSet = 'default' | 'empty' | 'large' | 'hostile';

/** Calls that a scenario can make fail on their own. */
export type FaultKey =
  | 'ai' | 'upload' | 'asset-delete' | 'bulk-delete' | 'theme-update' | 'link-save' | 'issue-search'
  | 'issue-list' | 'add-issues' | 'unsplash' | 'covers' | 'activities' | 'issue-save' | 'export'
  | 'distribution' | 'document-save';

export interface Fault {
  status: number;
  /** JSON body; omitted for a non-JSON body when `raw` is set. */
  body?: unknown;
  raw?: string;
}

export interface Behaviour {
  data: DataSet;
  /** Added to every call. */
  delayMs?: number;
  /** Every write (POST, PATCH, PUT, DELETE) fails with 500 and an error text. */
  failWrites?: boolean;
  faults?: Partial<Record<FaultKey, Fault | 'empty'>>;
}

/** One entry per scenario of the catalogue: the compiler refuses a missing or an unknown one. */
export const BEHAVIOURS: Record<ScenarioName, Behaviour> = {
  default: { data: 'default' },
  'slow-network': { data: 'default', delayMs: 1500 },
  'server-errors': { data: 'default', failWrites: true },
  'empty-workspace': { data: 'empty' },
  'large-project': { data: 'large' },
  'ai-rate-limited': { data: 'default', faults: { ai: { status: 429, body: { error: 'You have reached the maximum number of requests of 50 requests per month per user.' } } } },
  'ai-empty': { data: 'default', faults: { ai: 'empty' } },
  'ai-failing': { data: 'default', faults: { ai: { status: 500, raw: 'Internal Server Error' } } },
  'upload-fails': { data: 'default', faults: { upload: { status: 500, body: { error: 'The asset could not be stored.' } } } },
  'bulk-delete-fails': { data: 'default', faults: { 'bulk-delete': { status: 500, body: { error: 'Bulk delete is unavailable right now.' } } } },
  'theme-update-fails': { data: 'default', faults: { 'theme-update': { status: 500, body: { error: 'Profile could not be saved.' } } } },
  'unsplash-down': { data: 'default', faults: { unsplash: { status: 503, body: { error: 'Unsplash is not configured.' } } } },
  'malformed-responses': { data: 'default', faults: { 'issue-list': { status: 200, body: { unexpected: true } }, 'issue-search': { status: 200, raw: '<html>not json</html>' }, activities: { status: 200, body: [1, 2, 3] }, distribution: { status: 200, body: { assignees: 'many' } } } },
  'hostile-data': { data: 'hostile', faults: { ai: { status: 200, body: HOSTILE_AI_RESPONSE } } },
};

export interface Scenario extends Behaviour {
  name: ScenarioName;
}

/** The scenario a request names; anything else plays the default. */
export function scenarioByName(name: string | null | undefined): Scenario {
  const known = isScenarioName(name) ? name : DEFAULT_SCENARIO_NAME;
  return { name: known, ...BEHAVIOURS[known] };
}
