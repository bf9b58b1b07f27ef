/**
 * The scenarios' names, apart from their labels and descriptions in scenarios.ts: the docs pages'
 * header reads the session's scenario with only this (scripts/page-weight.mjs budgets those pages).
 */

export const SCENARIO_NAMES = [
  'default',
  'slow-network',
  'server-errors',
  'empty-workspace',
  'large-project',
  'ai-rate-limited',
  'ai-empty',
  'ai-failing',
  'upload-fails',
  'bulk-delete-fails',
  'theme-update-fails',
  'unsplash-down',
  'malformed-responses',
  'hostile-data',
  'session-expires',
] as const;

export type ScenarioName = (typeof SCENARIO_NAMES)[number];

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
