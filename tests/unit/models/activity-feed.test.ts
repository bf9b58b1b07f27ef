import { describe, expect, it } from 'vitest';
import { allSettled, fork } from 'effector';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { createActivityFeedModel } from '../../../src/models/activity-feed';
import { activityInGroup } from '../../../src/domain/activity/activity-groups';
import { transportMessages } from '../../../src/api/http';
import { buildSeed } from '../../../fixtures/seed';

const seed = buildSeed();
const workspace = { kind: 'workspace' as const, workspaceSlug: 'acme' };

describe('activity feed model against the mock API', () => {
  it('loads the newest page first, then the next with the cursor', async () => {
    const model = createActivityFeedModel(workspace, 50);
    const scope = fork();
    await allSettled(model.mounted, { scope });
    const first = scope.getState(model.$items);
    expect(first).toHaveLength(50);
    expect(scope.getState(model.$total)).toBe(seed.activities.length);
    expect(first[0].created_at >= first[49].created_at).toBe(true);
    expect(scope.getState(model.$hasMore)).toBe(true);

    await allSettled(model.moreRequested, { scope });
    const two = scope.getState(model.$items);
    expect(two).toHaveLength(100);
    expect(new Set(two.map((a) => a.id)).size).toBe(100);
  });

  it('loads every page until there is no more', async () => {
    const model = createActivityFeedModel(workspace, 100);
    const scope = fork();
    await allSettled(model.mounted, { scope });
    while (scope.getState(model.$hasMore)) await allSettled(model.moreRequested, { scope });
    expect(scope.getState(model.$items)).toHaveLength(seed.activities.length);
  });

  it('filters by field group on the server', async () => {
    const model = createActivityFeedModel(workspace);
    const scope = fork();
    await allSettled(model.mounted, { scope });
    await allSettled(model.groupChanged, { scope, params: 'relations' });
    const items = scope.getState(model.$items);
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((a) => activityInGroup(a.field, 'relations'))).toBe(true);
    expect(scope.getState(model.$total)).toBe(seed.activities.filter((a) => activityInGroup(a.field, 'relations')).length);
  });

  it('an issue feed holds only that issue; a profile feed only that person', async () => {
    const issueFeed = createActivityFeedModel({ kind: 'issue', workspaceSlug: 'acme', projectId: 'project-0001', issueId: 'issue-web-0001' }, 100);
    const userFeed = createActivityFeedModel({ kind: 'user', workspaceSlug: 'acme', userId: 'user-0002' }, 100);
    const scope = fork();
    await allSettled(issueFeed.mounted, { scope });
    await allSettled(userFeed.mounted, { scope });
    expect(scope.getState(issueFeed.$items).every((a) => a.issue === 'issue-web-0001')).toBe(true);
    expect(scope.getState(issueFeed.$items).length).toBeGreaterThan(40);
    expect(scope.getState(userFeed.$items).every((a) => a.actor === 'user-0002')).toBe(true);
  });

  it('a malformed answer is an error with retry, not a crash', async () => {
    server.use(http.get('*/api/workspaces/acme/activities/', () => HttpResponse.json([1, 2, 3]), { once: true }));
    const model = createActivityFeedModel(workspace);
    const scope = fork();
    await allSettled(model.mounted, { scope });
    expect(scope.getState(model.$error)).toBe(transportMessages.shape);
    expect(scope.getState(model.$items)).toEqual([]);
    await allSettled(model.retried, { scope });
    expect(scope.getState(model.$error)).toBeNull();
    expect(scope.getState(model.$items)).toHaveLength(50);
  });

  it('a failed next page keeps what is shown, and retry asks for that page again', async () => {
    const model = createActivityFeedModel(workspace);
    const scope = fork();
    await allSettled(model.mounted, { scope });
    server.use(http.get('*/api/workspaces/acme/activities/', () => HttpResponse.json({ error: 'Feed is resting.' }, { status: 503 }), { once: true }));
    await allSettled(model.moreRequested, { scope });
    expect(scope.getState(model.$error)).toBe('Feed is resting.');
    expect(scope.getState(model.$items)).toHaveLength(50);
    // Scrolling does not hammer a failing server; Retry does ask again.
    await allSettled(model.moreRequested, { scope });
    expect(scope.getState(model.$items)).toHaveLength(50);
    await allSettled(model.retried, { scope });
    expect(scope.getState(model.$items)).toHaveLength(100);
  });

  it('drops a late page from a filter that is no longer chosen', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/api/workspaces/acme/activities/', async ({ request }) => {
        if (new URL(request.url).searchParams.get('group') === 'inbox') await gate;
        return undefined;
      }),
    );
    const model = createActivityFeedModel(workspace);
    const scope = fork();
    let inboxAnswered = false;
    let peopleLanded: () => void = () => undefined;
    const peopleDone = new Promise<void>((resolve) => (peopleLanded = resolve));
    model.fetchPageFx.done.watch(({ params }) => {
      if (params.group === 'inbox') inboxAnswered = true;
      if (params.group === 'people') peopleLanded();
    });
    const slow = allSettled(model.groupChanged, { scope, params: 'inbox' });
    const fast = allSettled(model.groupChanged, { scope, params: 'people' });
    // The "people" page lands first; only then is the older "inbox" page released.
    await peopleDone;
    release();
    await Promise.all([slow, fast]);
    expect(inboxAnswered).toBe(true);
    expect(scope.getState(model.$group)).toBe('people');
    expect(scope.getState(model.$items).every((a) => a.field === 'assignees')).toBe(true);
  });

  it('rejects a bad cursor with 400', async () => {
    const response = await fetch('http://localhost/api/workspaces/acme/activities/?cursor=abc');
    expect(response.status).toBe(400);
    const tooMany = await fetch('http://localhost/api/workspaces/acme/activities/?per_page=1000');
    expect(tooMany.status).toBe(400);
    const unknownGroup = await fetch('http://localhost/api/workspaces/acme/activities/?group=nope');
    expect(unknownGroup.status).toBe(400);
  });
});
