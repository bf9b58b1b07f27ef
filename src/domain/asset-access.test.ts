import { describe, expect, it } from 'vitest';
import { assetKey, mayChangeAsset, type Actor, type AssetRoute, type OwnedAsset } from './asset-access';

const me: Actor = { userId: 'user-0001', workspaceIds: ['ws-acme'] };
const avatar: OwnedAsset = { owner: 'user', owner_id: 'user-0001' };
const someoneElses: OwnedAsset = { owner: 'user', owner_id: 'user-0002' };
const editorImage: OwnedAsset = { owner: 'workspace', owner_id: 'ws-acme' };
const otherWorkspace: OwnedAsset = { owner: 'workspace', owner_id: 'ws-other' };

describe('mayChangeAsset: each route reaches only what its caller owns', () => {
  it.each<[string, OwnedAsset, AssetRoute, boolean]>([
    ['my avatar by the user route', avatar, { kind: 'user' }, true],
    ['someone else\'s avatar by the user route', someoneElses, { kind: 'user' }, false],
    ['a workspace file by the user route', editorImage, { kind: 'user' }, false],
    ['my workspace\'s file by its id', editorImage, { kind: 'workspace', workspaceId: 'ws-acme' }, true],
    ['my workspace\'s file through another workspace id', editorImage, { kind: 'workspace', workspaceId: 'ws-other' }, false],
    ['another workspace\'s file by its own id', otherWorkspace, { kind: 'workspace', workspaceId: 'ws-other' }, false],
    ['my avatar by the workspace route', avatar, { kind: 'workspace', workspaceId: 'ws-acme' }, false],
    ['an editor image by its path', editorImage, { kind: 'workspace-path' }, true],
    ['my avatar by the editor\'s path route', avatar, { kind: 'workspace-path' }, false],
    ['another workspace\'s file by the editor\'s path route', otherWorkspace, { kind: 'workspace-path' }, false],
  ])('%s -> %s', (_name, asset, route, expected) => expect(mayChangeAsset(asset, me, route)).toBe(expected));
});

describe('assetKey: what a delete names', () => {
  const server = 'http://127.0.0.1:4390';
  it.each([
    ['uploads/default/asset-1.png', 'uploads/default/asset-1.png'],
    ['/uploads/default/asset-1.png/', 'uploads/default/asset-1.png'],
    ['uploads%2Fdefault%2Fasset-1.png', 'uploads/default/asset-1.png'],
    ['uploads/default/asset-1.png?v=2#x', 'uploads/default/asset-1.png'],
    ['asset-1', 'asset-1'],
    ['asset-1.png', 'asset-1.png'],
    [`${server}/uploads/default/asset-1.png`, 'uploads/default/asset-1.png'],
    [encodeURIComponent(`${server}/uploads/default/asset-1.png`), 'uploads/default/asset-1.png'],
    ['https://evil.example/uploads/default/asset-1.png', null],
    [encodeURIComponent('https://evil.example/uploads/default/asset-1.png'), null],
    ['http://127.0.0.1:9999/uploads/default/asset-1.png', null],
    ['', null], ['/', null],
  ])('%j -> %j', (reference, expected) => expect(assetKey(reference, server)).toBe(expected));
});
