/**
 * QA scenarios: each names a data set and the faults the mock API injects. The client sends the
 * chosen scenario in the `x-mock-scenario` header, so the browser worker and the real HTTP mock
 * server behave the same.
 */

export type DataSet = 'default' | 'empty' | 'large' | 'hostile';

/** Calls that a scenario can make fail on their own. */
export type CallKey =
  | 'ai' | 'upload' | 'asset-delete' | 'bulk-delete' | 'theme-update' | 'link-save' | 'issue-search'
  | 'issue-list' | 'add-issues' | 'unsplash' | 'covers' | 'activities' | 'issue-save' | 'export'
  | 'distribution' | 'document-save';

export interface Fault {
  status: number;
  /** JSON body; omitted for a non-JSON body when `raw` is set. */
  body?: unknown;
  raw?: string;
}

export interface Scenario {
  name: string;
  label: string;
  description: string;
  data: DataSet;
  /** Added to every call. */
  delayMs?: number;
  /** Every write (POST, PATCH, PUT, DELETE) fails with 500 and an error text. */
  failWrites?: boolean;
  faults?: Partial<Record<CallKey, Fault | 'empty'>>;
}

import { HOSTILE_AI_RESPONSE } from '../fixtures/hostile';

export const SCENARIOS: readonly Scenario[] = [
  { name: 'default', label: 'Default', description: 'A small workspace (acme) where every call answers normally.', data: 'default' },
  { name: 'slow-network', label: 'Slow network', description: 'Every call takes 1.5 s, to see loading states.', data: 'default', delayMs: 1500 },
  { name: 'server-errors', label: 'Server errors', description: 'Every write fails with 500 and an error text; reads work.', data: 'default', failWrites: true },
  { name: 'empty-workspace', label: 'Empty workspace', description: 'No projects, issues or activity: every empty state shows.', data: 'empty' },
  { name: 'large-project', label: 'Large project', description: '10,000 issues in WEB and 5,000 activities, generated deterministically.', data: 'large' },
  { name: 'ai-rate-limited', label: 'AI rate-limited', description: 'The AI assistant answers 429 as after 50 requests this month.', data: 'default', faults: { ai: { status: 429, body: { error: 'You have reached the maximum number of requests of 50 requests per month per user.' } } } },
  { name: 'ai-empty', label: 'AI empty', description: 'The AI assistant answers with an empty response.', data: 'default', faults: { ai: 'empty' } },
  { name: 'ai-failing', label: 'AI failing', description: 'The AI assistant fails with 500 and no error text.', data: 'default', faults: { ai: { status: 500, raw: 'Internal Server Error' } } },
  { name: 'upload-fails', label: 'Upload fails', description: 'Every file upload fails with the server text "The asset could not be stored."', data: 'default', faults: { upload: { status: 500, body: { error: 'The asset could not be stored.' } } } },
  { name: 'bulk-delete-fails', label: 'Bulk delete fails', description: 'Bulk deleting issues fails with 500.', data: 'default', faults: { 'bulk-delete': { status: 500, body: { error: 'Bulk delete is unavailable right now.' } } } },
  { name: 'theme-update-fails', label: 'Theme update fails', description: 'Saving a custom theme fails with 500.', data: 'default', faults: { 'theme-update': { status: 500, body: { error: 'Profile could not be saved.' } } } },
  { name: 'unsplash-down', label: 'Unsplash down', description: 'Unsplash search fails, so the cover picker hides its Unsplash tab.', data: 'default', faults: { unsplash: { status: 503, body: { error: 'Unsplash is not configured.' } } } },
  { name: 'malformed-responses', label: 'Malformed responses', description: 'Reads answer 200 with a body of the wrong shape, to prove nothing crashes.', data: 'default', faults: { 'issue-list': { status: 200, body: { unexpected: true } }, 'issue-search': { status: 200, raw: '<html>not json</html>' }, activities: { status: 200, body: [1, 2, 3] }, distribution: { status: 200, body: { assignees: 'many' } } } },
  { name: 'hostile-data', label: 'Hostile data', description: 'XSS vectors in names, links, activity, alt text and AI answers: nothing may execute.', data: 'hostile', faults: { ai: { status: 200, body: HOSTILE_AI_RESPONSE } } },
];

export const DEFAULT_SCENARIO = 'default';

export function scenarioByName(name: string | null | undefined): Scenario {
  return SCENARIOS.find((s) => s.name === name) ?? SCENARIOS[0];
}
