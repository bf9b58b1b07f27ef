import { describe, expect, it } from 'vitest';
import {
  canEditModuleLinks, canManageFeatures, canWriteEntities, meetsRole, parseRole, roleFromValue, PERMISSIONS, ROLES, settingsMenuFor,
  type RoleName,
} from './roles';

describe('role values (SPEC section 6)', () => {
  it.each([
    ['guest', 5], ['viewer', 10], ['member', 15], ['admin', 20],
  ] as const)('%s is %i', (role, value) => expect(ROLES[role]).toBe(value));
});

describe('parseRole', () => {
  it.each([
    ['admin', 'admin'], ['ADMIN', 'admin'], ['Member', 'member'], ['viewer', 'viewer'], ['guest', 'guest'],
    ['owner', 'guest'], ['', 'guest'], [null, 'guest'], [undefined, 'guest'],
  ] as const)('%j -> %s', (input, expected) => expect(parseRole(input)).toBe(expected));
});

describe('meetsRole', () => {
  const cases: Array<[RoleName, RoleName, boolean]> = [
    ['guest', 'guest', true], ['guest', 'member', false], ['viewer', 'member', false], ['member', 'member', true],
    ['admin', 'member', true], ['member', 'admin', false], ['admin', 'admin', true], ['viewer', 'guest', true],
  ];
  it.each(cases)('%s meets %s: %s', (role, minimum, expected) => expect(meetsRole(role, minimum)).toBe(expected));
});

describe('module links actions are hidden for guests, viewers and a disabled feature', () => {
  const cases: Array<[RoleName, boolean, boolean]> = [
    ['guest', true, false], ['viewer', true, false], ['member', true, true], ['admin', true, true],
    ['member', false, false], ['admin', false, false],
  ];
  it.each(cases)('%s with feature %s -> %s', (role, enabled, expected) => expect(canEditModuleLinks(role, enabled)).toBe(expected));
});

describe('write and feature predicates', () => {
  it.each([
    ['guest', false, false], ['viewer', false, false], ['member', true, false], ['admin', true, true],
  ] as const)('%s: write %s, manage features %s', (role, write, manage) => {
    expect(canWriteEntities(role)).toBe(write);
    expect(canManageFeatures(role)).toBe(manage);
  });
});

describe('settings menu by role (SPEC section 2)', () => {
  it.each([
    ['guest', ['General', 'Members']],
    ['viewer', ['General', 'Members']],
    ['member', ['General', 'Members', 'Exports']],
    ['admin', ['General', 'Members', 'Billing and plans', 'Exports', 'Webhooks', 'API tokens']],
  ] as const)('%s sees %j', (role, labels) => expect(settingsMenuFor(role).map((i) => i.label)).toEqual(labels));

  it('keeps the paths of the spec', () => {
    expect(settingsMenuFor('admin').map((i) => i.path)).toEqual([
      '/settings', '/settings/members', '/settings/billing', '/settings/exports', '/settings/webhooks', '/settings/api-tokens',
    ]);
  });
});

describe('permission matrix is derived from the predicates', () => {
  it('every permission answers for every role, and admin has all', () => {
    for (const permission of PERMISSIONS) expect(permission.allowed('admin')).toBe(true);
    expect(PERMISSIONS.find((p) => p.key === 'write')!.allowed('viewer')).toBe(false);
    expect(PERMISSIONS.find((p) => p.key === 'settings-exports')!.allowed('member')).toBe(true);
  });
});

describe('roleFromValue', () => {
  it.each<[number | null | undefined, string]>([
    [20, 'admin'],
    [15, 'member'],
    [10, 'viewer'],
    [5, 'guest'],
    [null, 'guest'],
    [undefined, 'guest'],
    [25, 'guest'],
  ])('%j is %s', (value, name) => {
    expect(roleFromValue(value)).toBe(name);
  });
});
