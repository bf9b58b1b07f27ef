import { describe, expect, it } from 'vitest';
import { SCENARIOS, scenarioByName } from './scenarios';
import { SCENARIO_NAMES } from '../src/domain/scenario-names';

describe('scenarios', () => {
  it('the client knows exactly the scenarios the mock defines', () => {
    expect([...SCENARIO_NAMES].sort()).toEqual(SCENARIOS.map((s) => s.name).sort());
  });
  it('each has a one-line description', () => {
    for (const s of SCENARIOS) expect(s.description).toMatch(/^[^\n]{10,160}$/);
  });
  it('an unknown name falls back to the default', () => {
    expect(scenarioByName('nope').name).toBe('default');
    expect(scenarioByName(null).name).toBe('default');
  });
});
