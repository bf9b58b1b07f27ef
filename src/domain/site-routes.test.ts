import { describe, expect, it } from 'vitest';
import { RESERVED_SEGMENTS } from './routes';
import { matchSiteRoute, pathInSite } from './site-routes';

describe('product pages matched from the URL', () => {
  it.each([
    ['/acme/projects/p1/issues/i1', { name: 'issue', workspaceSlug: 'acme', projectId: 'p1', issueId: 'i1' }],
    ['/acme/projects/p1/issues/i1/', { name: 'issue', workspaceSlug: 'acme', projectId: 'p1', issueId: 'i1' }],
    ['/other-team/projects/0f3c/cycles/9a1b/', { name: 'cycle', workspaceSlug: 'other-team', projectId: '0f3c', cycleId: '9a1b' }],
    ['/acme/projects/p1/modules/m1', { name: 'module', workspaceSlug: 'acme', projectId: 'p1', moduleId: 'm1' }],
    ['/acme/projects/p1/', { name: 'project', workspaceSlug: 'acme', projectId: 'p1' }],
    ['/acme/profile/u1/', { name: 'profile', workspaceSlug: 'acme', userId: 'u1' }],
    ['/acme/settings/', { name: 'settings', workspaceSlug: 'acme', page: '' }],
    ['/acme/settings/api-tokens/', { name: 'settings', workspaceSlug: 'acme', page: 'api-tokens' }],
    ['/acme/workspace-views/assigned/', { name: 'workspaceViews', workspaceSlug: 'acme', tab: 'assigned' }],
    ['/acme/projects/p1/issues/i1/?scenario=large-project#top', { name: 'issue', workspaceSlug: 'acme', projectId: 'p1', issueId: 'i1' }],
    ['/a%20b/projects/p%3F1/issues/i1', { name: 'issue', workspaceSlug: 'a b', projectId: 'p?1', issueId: 'i1' }],
  ])('%s', (path, route) => expect(matchSiteRoute(path)).toEqual(route));

  it.each([
    ['/'], ['/acme'], ['/acme/'], ['/components/editor/'], ['/acme/projects/'], ['/acme/projects/p1/issues/'],
    ['/acme/projects/p1/issues/i1/extra'], ['/acme/workspace-views/unknown-tab/'], ['/acme/settings/members/more'],
    ['/acme/projects/p%2F1/issues/i1'], ['/acme/projects/p%E0%A4%A/issues/i1'],
  ])('%s is no product page', (path) => expect(matchSiteRoute(path)).toBeNull());

  it.each(RESERVED_SEGMENTS.flatMap((segment) => [
    [`/${segment}/projects/p1/issues/i1/`], [`/${segment}/profile/u1/`], [`/${segment}/settings/`], [`/${segment.toUpperCase()}/workspace-views/all-issues/`],
  ]))('a reserved first segment is never a workspace: %s', (path) => expect(matchSiteRoute(path)).toBeNull());
});

describe('path inside the site', () => {
  it.each([
    ['/acme/profile/u1/', '/', '/acme/profile/u1/'],
    ['/plane/acme/profile/u1/', '/plane/', '/acme/profile/u1/'],
    ['/plane', '/plane/', '/'],
    ['/elsewhere/acme/', '/plane/', null],
  ])('%s under %s', (pathname, base, expected) => expect(pathInSite(pathname, base)).toBe(expected));
});
