import { describe, expect, it } from 'vitest';
import {
  buildCycleUrl, buildIssueUrl, buildProjectUrl, buildModuleUrl, buildProfileUrl, buildSettingsUrl, buildWorkspaceViewUrl, isReservedSegment, pageAddress, RESERVED_SEGMENTS, workspaceSlugOfPath, workspaceSlugProblem,
} from './routes';

describe('product links (SPEC section 2)', () => {
  it.each([
    [buildProjectUrl('acme', 'p1'), '/acme/projects/p1'],
    [buildProjectUrl('a b', 'p/1'), '/a%20b/projects/p%2F1'],
    [buildIssueUrl('acme', 'p1', 'i1'), '/acme/projects/p1/issues/i1'],
    [buildCycleUrl('acme', 'p1', 'c1'), '/acme/projects/p1/cycles/c1'],
    [buildModuleUrl('acme', 'p1', 'm1'), '/acme/projects/p1/modules/m1'],
    [buildProfileUrl('acme', 'u1'), '/acme/profile/u1'],
    [buildIssueUrl('a b', 'p/1', '?x'), '/a%20b/projects/p%2F1/issues/%3Fx'],
    [buildWorkspaceViewUrl('acme', 'all-issues'), '/acme/workspace-views/all-issues'],
    [buildSettingsUrl('acme', '/settings/members'), '/acme/settings/members'],
  ])('%s', (built, expected) => expect(built).toBe(expected));
});

describe('pageAddress: a page link ends in exactly one slash, whatever the builder gave', () => {
  it.each([
    ['/acme/projects/p1', '/acme/projects/p1/'],
    ['/acme/workspace-views/all-issues/', '/acme/workspace-views/all-issues/'],
    ['/acme/settings//', '/acme/settings/'],
    ['/', '/'],
    ['', '/'],
    [pageAddress(buildWorkspaceViewUrl('acme', 'created')), '/acme/workspace-views/created/'],
  ])('%j -> %s', (path, expected) => expect(pageAddress(path)).toBe(expected));
});

describe('reserved first path segments', () => {
  it('are exactly the twelve of the spec', () => {
    expect([...RESERVED_SEGMENTS]).toEqual([
      '404', 'accounts', 'api', 'create-workspace', 'error', 'god-mode', 'installations', 'invitations', 'onboarding',
      'profile', 'spaces', 'workspace-invitations',
    ]);
  });
  it.each([
    ['api', true], ['API', true], ['profile', true], ['god-mode', true], ['acme', false], ['projects', false],
  ])('%s reserved: %s', (segment, expected) => expect(isReservedSegment(segment)).toBe(expected));
});

describe('workspace slug problems', () => {
  it.each([
    ['', 'required'], ['   ', 'required'], ['api', 'reserved'], ['onboarding', 'reserved'], ['Acme', 'invalid'],
    ['acme corp', 'invalid'], ['-acme', 'invalid'], ['a'.repeat(49), 'too-long'], ['acme', null], ['acme-2_x', null],
  ] as const)('%j -> %s', (slug, expected) => expect(workspaceSlugProblem(slug)).toBe(expected));
});

describe('workspaceSlugOfPath: the workspace a page is about', () => {
  it.each<[string, string, string | null]>([
    ['/acme/projects/p1/issues/i1/', '/', 'acme'],
    ['/northwind/settings/exports/', '/', 'northwind'],
    ['/acme/workspace-views/assigned/', '/', 'acme'],
    ['/plane/acme/profile/u1/', '/plane/', 'acme'],
    ['/plane/acme/profile/u1/', '/plane', 'acme'],
    ['/components/editor/', '/', null],
    ['/accounts/sign-in/', '/', null],
    ['/profile/projects/x/', '/', null],
    ['/acme/', '/', null],
    ['/other/acme/projects/', '/plane/', null],
  ])('%s under %s is %s', (path, base, slug) => {
    expect(workspaceSlugOfPath(path, base)).toBe(slug);
  });
});
