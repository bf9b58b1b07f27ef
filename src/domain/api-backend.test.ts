import { describe, expect, it } from 'vitest';
import { parseBackendName, scenariosEnabled } from './api-backend';

describe('the build-time backend choice', () => {
  it.each<[string | undefined, string]>([
    [undefined, 'spec'],
    ['', 'spec'],
    ['spec', 'spec'],
    ['plane', 'plane'],
  ])('PUBLIC_API_BACKEND=%j is %s', (value, expected) => {
    expect(parseBackendName(value)).toBe(expected);
  });

  it('refuses a backend it does not know rather than guessing', () => {
    expect(() => parseBackendName('jira')).toThrow(/spec, plane/);
    expect(() => parseBackendName(' Plane ')).toThrow(/spec, plane/);
  });

  it.each<[string | undefined, boolean, boolean]>([
    [undefined, true, true],
    [undefined, false, false],
    ['true', false, true],
    ['1', false, true],
    ['false', true, false],
    ['off', true, false],
  ])('PUBLIC_MOCK_SCENARIOS=%j with mocked=%s plays scenarios: %s', (value, mocked, expected) => {
    expect(scenariosEnabled(value, mocked)).toBe(expected);
  });

  it('refuses a scenario flag it cannot read', () => {
    expect(() => scenariosEnabled('maybe', true)).toThrow(/true or false/);
  });
});
