import { describe, expect, it } from 'vitest';
import { BEHAVIOURS, scenarioByName } from './scenarios';
import { SCENARIO_NAMES } from '../src/domain/scenarios';

describe('scenarios', () => {
  it('the client knows exactly the scenarios the mock defines', () => {
    expect([...SCENARIO_NAMES].sort()).toEqual(Object.keys(BEHAVIOURS).sort());
  });
  it('an unknown name falls back to the default', () => {
    expect(scenarioByName('nope').name).toBe('default');
    expect(scenarioByName(null).name).toBe('default');
  });
  it('a known name plays its own behaviour', () => {
    expect(scenarioByName('slow-network')).toEqual({ name: 'slow-network', data: 'default', delayMs: 1500 });
  });
});
