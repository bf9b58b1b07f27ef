import { describe, expect, it } from 'vitest';
import { allSettled, fork } from 'effector';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { createRouteTargetModel, type RouteCheck } from '../../../src/models/route-target';
import { matchSiteRoute, type SiteRoute } from '../../../src/domain/site-routes';
import { httpStatusMessages } from '../../../src/domain/messages';

async function check(path: string): Promise<{ check: RouteCheck | null; error: string | null }> {
  const route = matchSiteRoute(path) as SiteRoute;
  const model = createRouteTargetModel(route);
  const scope = fork();
  await allSettled(model.opened, { scope });
  return { check: scope.getState(model.$check), error: scope.getState(model.$error) };
}

describe('a route read from the URL is checked against the mock API', () => {
  it.each([
    ['/nope/projects/project-0001/issues/issue-web-0001/', 'workspace'],
    ['/nope/settings/', 'workspace'],
    ['/nope/workspace-views/all-issues/', 'workspace'],
    ['/nope/profile/user-0001/', 'workspace'],
    ['/acme/projects/project-9999/issues/issue-web-0001/', 'project'],
    ['/acme/projects/project-9999/', 'project'],
    ['/acme/projects/project-0001/issues/issue-web-9999/', 'issue'],
    ['/acme/projects/project-0002/issues/issue-web-0001/', 'issue'],
    ['/acme/projects/project-0001/cycles/cycle-1-9999/', 'cycle'],
    ['/acme/projects/project-0001/modules/module-1-9999/', 'module'],
    ['/acme/profile/user-9999/', 'profile'],
  ])('%s: the %s is not found', async (path, missing) => {
    const { check: result } = await check(path);
    expect(result).toMatchObject({ found: false, missing });
    // The way back goes to the project when it is there, and only its issue, cycle or module is missing.
    const projectId = path.match(/projects\/(project-\d+)/)?.[1];
    const projectThere = ['issue', 'cycle', 'module'].includes(missing);
    expect(result && !result.found && result.project?.id).toBe(projectThere ? projectId : undefined);
  });

  it('a known cycle comes with its project', async () => {
    const { check: result } = await check('/acme/projects/project-0001/cycles/cycle-1-0001/');
    expect(result).toMatchObject({ found: true, target: { cycle: { id: 'cycle-1-0001' }, project: { id: 'project-0001' } } });
  });

  it('a profile knows whether it is the signed-in user', async () => {
    expect((await check('/acme/profile/user-0001/')).check).toEqual({ found: true, target: { workspaceName: 'Acme', isCurrentUser: true } });
    expect((await check('/acme/profile/user-0002/')).check).toEqual({ found: true, target: { workspaceName: 'Acme', isCurrentUser: false } });
  });

  it.each([
    ['module', '/acme/projects/project-0001/modules/module-1-0001/', '*/modules/:moduleId/', 'project-0001'],
    ['cycle', '/acme/projects/project-0001/cycles/cycle-1-0001/', '*/cycles/:cycleId/', 'project-0001'],
    ['project', '/acme/projects/project-0001/', '*/projects/:projectId/', undefined],
  ] as const)('a %s the server refuses (403) is its not-allowed state with the server\'s words, not an error to retry', async (thing, path, refused, projectId) => {
    // Plane refuses a guest a module's detail and its issues (views/module/base.py:395 at 4ca6d6c7).
    server.use(http.get(refused, () => HttpResponse.json({ error: "You don't have the required permissions." }, { status: 403 })));
    const { check: result, error } = await check(path);
    expect(error).toBeNull();
    expect(result).toMatchObject({ found: false, missing: thing, refusal: "You don't have the required permissions." });
    expect(result && !result.found && result.project?.id).toBe(projectId);
  });

  it('a 403 without a sentence reads as the generic one', async () => {
    server.use(http.get('*/modules/:moduleId/', () => new HttpResponse(null, { status: 403 })));
    const { check: result } = await check('/acme/projects/project-0001/modules/module-1-0001/');
    expect(result).toMatchObject({ found: false, missing: 'module', refusal: httpStatusMessages.forbidden });
  });

  it('a failure other than 404 is an error with the server text, not a missing page', async () => {
    server.use(http.get('*/api/workspaces/:slug/', () => HttpResponse.json({ error: 'Down for maintenance.' }, { status: 503 })));
    expect(await check('/acme/settings/')).toEqual({ check: null, error: 'Down for maintenance.' });
  });
});
