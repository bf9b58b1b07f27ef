import { afterEach, describe, expect, it } from 'vitest';
import { allSettled, fork } from 'effector';
import { coreApi } from '../../../src/api/core';
import { setDefaultHeader } from '../../../src/api/http';
import { SCENARIO_HEADER } from '../../../src/domain/scenarios';
import { WRITE_FAILURE_TEXT } from '../../../mocks/runtime';
import { $scenario, scenarioChanged, scenarioHeaderEnabled } from '../../../src/models/session';

const projectCount = async () => {
  const result = await coreApi.projects('acme');
  return result.ok ? result.data.length : 'failed';
};

afterEach(() => setDefaultHeader(SCENARIO_HEADER, null));

describe('the session scenario and the backend', () => {
  it('sends no scenario until the site says the backend plays them', async () => {
    const scope = fork();
    await allSettled(scenarioChanged, { scope, params: 'empty-workspace' });
    expect(scope.getState($scenario)).toBe('empty-workspace');
    expect(await projectCount()).toBeGreaterThan(0);
  });

  it("then every call carries the session's scenario, and follows a change", async () => {
    const scope = fork();
    await allSettled(scenarioChanged, { scope, params: 'empty-workspace' });
    await allSettled(scenarioHeaderEnabled, { scope });
    expect(await projectCount()).toBe(0);
    await allSettled(scenarioChanged, { scope, params: 'server-errors' });
    const saved = await coreApi.updateProject('acme', 'project-0001', { name: 'Renamed' });
    expect(!saved.ok && saved.error.message).toBe(WRITE_FAILURE_TEXT);
    await allSettled(scenarioChanged, { scope, params: 'default' });
    expect(await projectCount()).toBeGreaterThan(0);
  });
});
