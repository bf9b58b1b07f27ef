import { createEvent, createStore } from 'effector';
import { parseRole, type RoleName } from '../domain/roles';
import { DEFAULT_SCENARIO_NAME } from '../domain/scenario-names';
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
export const scenarioChanged = createEvent<string>();

export const $role = createStore<RoleName>(initial.role).on(roleChanged, (_, role) => role);
export const $scenario = createStore<string>(initial.scenario).on(scenarioChanged, (_, s) => s);


if (browser) {
  window.addEventListener('plane:session', (event) => {
    const detail = (event as CustomEvent<Partial<SessionSnapshot>>).detail ?? {};
    if (detail.role) roleChanged(parseRole(detail.role));
    if (detail.scenario) scenarioChanged(detail.scenario);
  });
}
