/** Scenario names known to the client (the mock defines what each one does, in mocks/scenarios.ts). */
export const SCENARIO_NAMES: readonly string[] = [
  'default', 'slow-network', 'server-errors', 'empty-workspace', 'large-project', 'ai-rate-limited', 'ai-empty',
  'ai-failing', 'upload-fails', 'bulk-delete-fails', 'theme-update-fails', 'unsplash-down', 'malformed-responses',
  'hostile-data',
];
export const DEFAULT_SCENARIO_NAME = 'default';
