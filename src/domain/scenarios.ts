/**
 * The QA scenarios the site offers: the header's select and `/scenarios/` show this list; the session
 * reads only their names (scenario-names.ts). What each one does is the mock's business
 * (mocks/scenarios.ts, keyed by these names, so the compiler holds the lists to each other).
 */
import { SCENARIO_NAMES, type ScenarioName } from './scenario-names';

export {
  DEFAULT_SCENARIO_NAME,
  isScenarioName,
  SCENARIO_HEADER,
  SCENARIO_NAMES,
  SCENARIO_PARAM,
  type ScenarioName,
} from './scenario-names';

export interface ScenarioEntry {
  name: ScenarioName;
  label: string;
  /** One line, shown as the select's tooltip and on `/scenarios/`. */
  description: string;
}

/** Keyed by name, so a name without a label and description does not compile. */
const ENTRIES: Record<ScenarioName, Omit<ScenarioEntry, 'name'>> = {
  'default': { label: 'Default', description: 'A small workspace (acme) where every call answers normally.' },
  'slow-network': { label: 'Slow network', description: 'Every call takes 1.5 s, to see loading states.' },
  'server-errors': { label: 'Server errors', description: 'Every write fails with 500 and an error text; reads work.' },
  'empty-workspace': { label: 'Empty workspace', description: 'No projects, issues or activity: every empty state shows.' },
  'large-project': { label: 'Large project', description: '10,000 issues in WEB and 5,000 activities, generated deterministically.' },
  'ai-rate-limited': { label: 'AI rate-limited', description: 'The AI assistant is rate-limited: 429 as after 50 requests this month (on Plane, which counts none, its LLM provider\'s limit: a 500).' },
  'ai-empty': { label: 'AI empty', description: 'The AI assistant answers with an empty response.' },
  'ai-failing': { label: 'AI failing', description: 'The AI assistant fails with 500 and no error text.' },
  'upload-fails': { label: 'Upload fails', description: 'Every file upload fails with the server text "The asset could not be stored."' },
  'bulk-delete-fails': { label: 'Bulk delete fails', description: 'Bulk deleting issues fails with 500.' },
  'theme-update-fails': { label: 'Theme update fails', description: 'Saving a custom theme fails with 500.' },
  'unsplash-down': { label: 'Unsplash down', description: 'Unsplash search fails, so the cover picker hides its Unsplash tab.' },
  'malformed-responses': { label: 'Malformed responses', description: 'Reads answer 200 with a body of the wrong shape, to prove nothing crashes.' },
  'hostile-data': { label: 'Hostile data', description: 'XSS vectors in names, links, activity, alt text and AI answers: nothing may execute.' },
  'session-expires': { label: 'Session expires', description: 'The first change you save ends the session (401): sign in again and you come back with what you typed.' },
};

export const SCENARIOS: readonly ScenarioEntry[] = SCENARIO_NAMES.map((name) => ({ name, ...ENTRIES[name] }));
