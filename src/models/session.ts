import { createEffect, createEvent, createStore, sample } from 'effector';
import { setDefaultHeader } from '../api/http';
import { parseRole, type RoleName } from '../domain/roles';
import { DEFAULT_SCENARIO_NAME, isScenarioName, SCENARIO_HEADER, type ScenarioName } from '../domain/scenarios';
import { DEFAULT_ROLE, readSession, type SessionSnapshot } from '../domain/session';

/**
 * The QA session: the role the UI acts as and the mock scenario. Read from `?role=` / `?scenario=`,
 * else from sessionStorage, so the choice holds for the tab's session. The header's selects
 * announce changes with a `plane:session` window event, which this model listens to.
 */

const browser = typeof window !== 'undefined';
const initial: SessionSnapshot = browser
  ? readSession(window.location.search, window.sessionStorage)
  : { role: DEFAULT_ROLE, scenario: DEFAULT_SCENARIO_NAME };

export const roleChanged = createEvent<RoleName>();
export const scenarioChanged = createEvent<ScenarioName>();

export const $role = createStore<RoleName>(initial.role).on(roleChanged, (_, role) => role);
export const $scenario = createStore<ScenarioName>(initial.scenario).on(scenarioChanged, (_, s) => s);

/**
 * Only a mock backend plays scenarios (a real server's CORS would refuse the header), so the
 * site's boot, which knows the backend, turns the header on; from then on every call carries the
 * session's scenario, whichever island makes it.
 */
export const scenarioHeaderEnabled = createEvent();
const $sendsScenarioHeader = createStore(false).on(scenarioHeaderEnabled, () => true);

const setScenarioHeaderFx = createEffect((scenario: ScenarioName) => {
  setDefaultHeader(SCENARIO_HEADER, scenario === DEFAULT_SCENARIO_NAME ? null : scenario);
});

sample({
  clock: [$sendsScenarioHeader, $scenario],
  source: $scenario,
  filter: $sendsScenarioHeader,
  target: setScenarioHeaderFx,
});

if (browser) {
  window.addEventListener('plane:session', (event) => {
    const detail = (event as CustomEvent<Partial<Record<keyof SessionSnapshot, string>>>).detail ?? {};
    if (detail.role) roleChanged(parseRole(detail.role));
    if (isScenarioName(detail.scenario)) scenarioChanged(detail.scenario);
  });
}
