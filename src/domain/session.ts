import { parseRole, type RoleName } from './role-names';
import { DEFAULT_SCENARIO_NAME, isScenarioName, SCENARIO_PARAM, type ScenarioName } from './scenario-names';

/** Where the QA session (role, scenario) is read from: the URL first, then the tab's storage. */
export const ROLE_KEY = 'plane:role';
export const ROLE_PARAM = 'role';
export const SCENARIO_KEY = 'plane:scenario';
export const DEFAULT_ROLE: RoleName = 'admin';

export interface SessionSnapshot {
  role: RoleName;
  scenario: ScenarioName;
}

export function readSession(search: string, storage: Pick<Storage, 'getItem'> | null): SessionSnapshot {
  const params = new URLSearchParams(search);
  const roleRaw = params.get(ROLE_PARAM) ?? storage?.getItem(ROLE_KEY) ?? DEFAULT_ROLE;
  const scenarioRaw = params.get(SCENARIO_PARAM) ?? storage?.getItem(SCENARIO_KEY) ?? DEFAULT_SCENARIO_NAME;
  return {
    role: parseRole(roleRaw),
    scenario: isScenarioName(scenarioRaw) ? scenarioRaw : DEFAULT_SCENARIO_NAME,
  };
}
