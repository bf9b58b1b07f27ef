import { describe, expect, it } from 'vitest';
import { assetRefFromPath, assetTarget } from './assets';
import { storageErrorText, storageForm } from './storage-upload';

describe('an asset path as the editor hands it over', () => {
  it.each<[string, object | null]>([
    ['api/assets/v2/workspaces/northwind/projects/p1/a1', { kind: 'project', slug: 'northwind', projectId: 'p1', assetId: 'a1' }],
    ['/api/assets/v2/workspaces/northwind/projects/p1/a1/', { kind: 'project', slug: 'northwind', projectId: 'p1', assetId: 'a1' }],
    ['api/assets/v2/static/a1', { kind: 'static', assetId: 'a1' }],
    ['api/assets/v2/workspaces/north%20wind/a1', { kind: 'workspace', slug: 'north wind', assetId: 'a1' }],
    ['uploads/ws-acme/a1.png', null],
    ['api/assets/v2/workspaces/northwind/restore/a1/x', null],
  ])('%s', (path, ref) => {
    expect(assetRefFromPath(path)).toEqual(ref);
  });
});

describe('where an upload goes on Plane', () => {
  it.each<[string, Parameters<typeof assetTarget>[0], object | null]>([
    ['an avatar', { kind: 'user' }, { create: { name: 'createUserAsset', params: {} }, entity_type: 'USER_AVATAR', entity_identifier: '' }],
    ['a logo: the workspace’s id, read first', { kind: 'workspace', slug: 'nw', purpose: { use: 'workspace-logo' } },
      { create: { name: 'createWorkspaceAsset', params: { slug: 'nw' } }, entity_type: 'WORKSPACE_LOGO', entity_identifier: { workspaceOf: 'nw' } }],
    ['a cover', { kind: 'workspace', slug: 'nw', purpose: { use: 'project-cover', projectId: 'p1' } },
      { create: { name: 'createWorkspaceAsset', params: { slug: 'nw' } }, entity_type: 'PROJECT_COVER', entity_identifier: 'p1' }],
    ['an issue’s image: the project’s endpoint', { kind: 'workspace', slug: 'nw', purpose: { use: 'issue-description', projectId: 'p1', issueId: 'i1' } },
      { create: { name: 'createProjectAsset', params: { slug: 'nw', projectId: 'p1' } }, entity_type: 'ISSUE_DESCRIPTION', entity_identifier: 'i1' }],
    ['nothing to file it under', { kind: 'workspace', slug: 'nw', purpose: undefined }, null],
  ])('%s', (_what, owner, expected) => {
    const target = assetTarget(owner);
    if (expected === null) return expect(target).toBeNull();
    expect(target).toMatchObject(expected);
  });

  it('marks and removes at the endpoint it was created at', () => {
    const target = assetTarget({ kind: 'workspace', slug: 'nw', purpose: { use: 'issue-description', projectId: 'p1', issueId: 'i1' } })!;
    expect(target.mark('a1')).toEqual({ name: 'markProjectAsset', params: { slug: 'nw', projectId: 'p1', assetId: 'a1' } });
    expect(target.remove('a1')).toEqual({ name: 'deleteProjectAsset', params: { slug: 'nw', projectId: 'p1', assetId: 'a1' } });
  });
});

describe('the storage POST', () => {
  it('sends every field in order, the file last as "file"', () => {
    const form = storageForm({ fields: { 'Content-Type': 'image/png', key: 'k', policy: 'p', 'x-amz-signature': 's' }, file: new Blob(['x']), fileName: 'a.png' });
    expect([...form.keys()]).toEqual(['Content-Type', 'key', 'policy', 'x-amz-signature', 'file']);
  });

  it.each<[string, string | undefined]>([
    ['<?xml version="1.0"?><Error><Code>EntityTooLarge</Code><Message>Your proposed upload exceeds the maximum allowed size</Message></Error>', 'Your proposed upload exceeds the maximum allowed size'],
    ['<Error><Code>AccessDenied</Code></Error>', undefined],
    ['', undefined],
  ])('reads storage’s XML error %#', (body, text) => {
    expect(storageErrorText(body)).toBe(text);
  });
});
