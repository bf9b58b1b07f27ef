import { describe, expect, it } from 'vitest';
import { API_ROUTES, buildPath, routePath, staticPrefix, type RouteName, type RouteParams } from './api-routes';

describe('the API route table', () => {
  it.each<[string, string]>([
    [routePath('config', {}), '/api/configs/'],
    [routePath('workspace', { slug: 'acme' }), '/api/workspaces/acme/'],
    [routePath('issue', { slug: 'acme', projectId: 'project-0001', issueId: 'issue-web-0001' }), '/api/workspaces/acme/projects/project-0001/issues/issue-web-0001/'],
    [routePath('updateModuleLink', { slug: 'acme', projectId: 'p', moduleId: 'm', linkId: 'l' }), '/api/workspaces/acme/projects/p/modules/m/module-links/l/'],
    [routePath('deleteUserAsset', { assetId: 'asset-1.png' }), '/api/users/file-assets/asset-1.png'],
  ])('builds %s', (built, expected) => {
    expect(built).toBe(expected);
  });

  it('percent-encodes every segment parameter, so an id cannot add a segment or a query', () => {
    expect(routePath('project', { slug: 'a/b', projectId: 'x?y#z' })).toBe('/api/workspaces/a%2Fb/projects/x%3Fy%23z/');
    expect(routePath('userActivities', { slug: 'ac me', userId: '../admin' })).toBe('/api/workspaces/ac%20me/user-activity/..%2Fadmin/');
  });

  it('keeps the slashes of an asset path, which the caller took from a URL already encoded', () => {
    expect(routePath('deleteAssetByPath', { path: 'uploads/default/a%20b.png' })).toBe('/api/workspaces/file-assets/uploads/default/a%20b.png/');
    expect(routePath('restoreAssetByPath', { path: 'uploads/ws-acme/a1.png' })).toBe('/api/workspaces/file-assets/uploads/ws-acme/a1.png/restore/');
  });

  it('leaves an empty id empty, as the server then answers', () => {
    expect(routePath('workspace', { slug: '' })).toBe('/api/workspaces//');
  });

  it('every pattern is an /api/ path ending as the documented table does', () => {
    for (const [name, route] of Object.entries(API_ROUTES)) {
      expect(route.path, name).toMatch(/^\/api\//);
      expect(route.path.endsWith('/') || name === 'deleteUserAsset', name).toBe(true);
    }
  });

  it('names the literal start of a pattern', () => {
    expect(staticPrefix(API_ROUTES.deleteAssetByPath.path)).toBe('/api/workspaces/file-assets');
    expect(staticPrefix('/:slug/')).toBe('');
    expect(buildPath('/x/:a/:b(.+)', { a: 'é', b: 'c/d' })).toBe('/x/%C3%A9/c/d');
  });

  it('types each call by its parameters', () => {
    const params: RouteParams<'issue'> = { slug: 's', projectId: 'p', issueId: 'i' };
    // @ts-expect-error a missing parameter does not compile
    const missing: RouteParams<'issue'> = { slug: 's', projectId: 'p' };
    const name: RouteName = 'config';
    expect([params, missing, name]).toHaveLength(3);
  });
});
