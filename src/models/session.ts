import { createEffect, createEvent, createStore, sample } from 'effector';
import { backendName } from '../api/backends';
import { coreApi } from '../api/core';
import { setDefaultHeader } from '../api/http';
import { unwrap } from '../api/result';
import { parseRole, type RoleName } from '../domain/roles';
import { DEFAULT_SCENARIO_NAME, isScenarioName, SCENARIO_HEADER, type ScenarioName } from '../domain/scenarios';
import { DEFAULT_ROLE, readSession, type SessionSnapshot } from '../domain/session';

/**
 * The QA session: the role the UI acts as and the mock scenario. Read from `?role=` / `?scenario=`,
 * else from sessionStorage, so the choice holds for the tab's session. The header's selects
 * announce changes with a `plane:session` window event, which this model listens to.
 *
 * Against Plane the role is not a demo choice: it is the one the server reports for the page's
 * workspace (`workspace-members/me/`), least privileged until it has answered. The header's Role
 * select shows it (`plane:session-role`) and cannot change it.
 */
export const ROLE_FROM_SERVER = backendName === 'plane';

const browser = typeof window !== 'undefined';
const initial: SessionSnapshot = browser
  ? readSession(window.location.search, window.sessionStorage)
  : { role: DEFAULT_ROLE, scenario: DEFAULT_SCENARIO_NAME };

export const roleChanged = createEvent<RoleName>();
export const scenarioChanged = createEvent<ScenarioName>();
/** The site's boot, on a workspace's page of a build whose server reports roles. */
export const serverRoleRequested = createEvent();

const loadServerRoleFx = createEffect(async () => (await unwrap(coreApi.me())).role);
const announceRoleFx = createEffect((role: RoleName) => {
  if (browser) window.dispatchEvent(new CustomEvent('plane:session-role', { detail: { role } }));
});

export const $role = createStore<RoleName>(ROLE_FROM_SERVER ? 'guest' : initial.role)
  .on(roleChanged, (role, next) => (ROLE_FROM_SERVER ? role : next))
  .on(loadServerRoleFx.doneData, (_, role) => role);
export const $scenario = createStore<ScenarioName>(initial.scenario).on(scenarioChanged, (_, s) => s);

sample({ clock: serverRoleRequested, filter: () => ROLE_FROM_SERVER, target: loadServerRoleFx });
sample({ clock: loadServerRoleFx.doneData, target: announceRoleFx });

/**
 * Only a backend that plays scenarios gets the header (a real server's CORS would refuse it), so
 * the site's boot, which knows the build's backend, turns it on; from then on every call carries
 * the session's scenario, whichever island makes it.
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
