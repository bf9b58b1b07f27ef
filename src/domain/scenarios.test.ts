import { describe, expect, it } from 'vitest';
import { isScenarioName, SCENARIO_NAMES, SCENARIOS } from './scenarios';

describe('the scenario catalogue', () => {
  it('each has a one-line description', () => {
    for (const s of SCENARIOS) expect(s.description).toMatch(/^[^\n]{10,160}$/);
  });
  it('names each scenario once', () => {
    expect(new Set(SCENARIO_NAMES).size).toBe(SCENARIOS.length);
  });
  it.each([
    ['default', true],
    ['hostile-data', true],
    ['nope', false],
    ['constructor', false],
    ['', false],
    [null, false],
  ])('%s is a scenario name: %s', (value, expected) => {
    expect(isScenarioName(value)).toBe(expected);
  });
});
