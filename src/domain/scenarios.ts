/**
 * The QA scenarios the site offers: the header's select, `/scenarios/` and the session read this
 * list. What each one does is the mock's business (mocks/scenarios.ts, keyed by these names, so
 * the compiler holds the two lists to each other).
 */
export interface ScenarioEntry {
  name: string;
  label: string;
  /** One line, shown as the select's tooltip and on `/scenarios/`. */
  description: string;
}

export const SCENARIOS = [
  { name: 'default', label: 'Default', description: 'A small workspace (acme) where every call answers normally.' },
  { name: 'slow-network', label: 'Slow network', description: 'Every call takes 1.5 s, to see loading states.' },
  { name: 'server-errors', label: 'Server errors', description: 'Every write fails with 500 and an error text; reads work.' },
  { name: 'empty-workspace', label: 'Empty workspace', description: 'No projects, issues or activity: every empty state shows.' },
  { name: 'large-project', label: 'Large project', description: '10,000 issues in WEB and 5,000 activities, generated deterministically.' },
  { name: 'ai-rate-limited', label: 'AI rate-limited', description: 'The AI assistant is rate-limited: 429 as after 50 requests this month (on Plane, which counts none, its LLM provider\'s limit: a 500).' },
  { name: 'ai-empty', label: 'AI empty', description: 'The AI assistant answers with an empty response.' },
  { name: 'ai-failing', label: 'AI failing', description: 'The AI assistant fails with 500 and no error text.' },
  { name: 'upload-fails', label: 'Upload fails', description: 'Every file upload fails with the server text "The asset could not be stored."' },
  { name: 'bulk-delete-fails', label: 'Bulk delete fails', description: 'Bulk deleting issues fails with 500.' },
  { name: 'theme-update-fails', label: 'Theme update fails', description: 'Saving a custom theme fails with 500.' },
  { name: 'unsplash-down', label: 'Unsplash down', description: 'Unsplash search fails, so the cover picker hides its Unsplash tab.' },
  { name: 'malformed-responses', label: 'Malformed responses', description: 'Reads answer 200 with a body of the wrong shape, to prove nothing crashes.' },
  { name: 'hostile-data', label: 'Hostile data', description: 'XSS vectors in names, links, activity, alt text and AI answers: nothing may execute.' },
  { name: 'session-expires', label: 'Session expires', description: 'The first change you save ends the session (401): sign in again and you come back with what you typed.' },
] as const satisfies readonly ScenarioEntry[];

export type ScenarioName = (typeof SCENARIOS)[number]['name'];

export const SCENARIO_NAMES: readonly ScenarioName[] = SCENARIOS.map((s) => s.name);
export const DEFAULT_SCENARIO_NAME: ScenarioName = 'default';

export function isScenarioName(value: unknown): value is ScenarioName {
  return typeof value === 'string' && (SCENARIO_NAMES as readonly string[]).includes(value);
}

/**
 * How a scenario reaches the mock: in this header on every call, or in this query parameter where
 * a request carries no header of ours (a page's URL, a download link the mock handed out).
 */
export const SCENARIO_HEADER = 'x-mock-scenario';
export const SCENARIO_PARAM = 'scenario';
