/**
 * Who may delete or restore an uploaded file, and which file a delete names (SPEC section 7):
 * the same rule for each of the three delete routes and the restore, so none of them can reach a
 * file its caller does not own.
 */

export interface OwnedAsset {
  owner: 'workspace' | 'user';
  owner_id: string;
}

/** The caller: the signed-in user and the workspaces they belong to. */
export interface Actor {
  userId: string;
  workspaceIds: readonly string[];
}

export type AssetRoute =
  /** DELETE /api/users/file-assets/{assetId}: the caller's own files. */
  | { kind: 'user' }
  /** DELETE /api/workspaces/file-assets/{workspaceId}/{assetId}/: that workspace's files. */
  | { kind: 'workspace'; workspaceId: string }
  /** The editor's DELETE /api/workspaces/file-assets/{path}/ and its restore: files of the caller's workspaces. */
  | { kind: 'workspace-path' };

export function mayChangeAsset(asset: OwnedAsset, actor: Actor, route: AssetRoute): boolean {
  switch (route.kind) {
    case 'user':
      return asset.owner === 'user' && asset.owner_id === actor.userId;
    case 'workspace':
      return asset.owner === 'workspace' && asset.owner_id === route.workspaceId && actor.workspaceIds.includes(route.workspaceId);
    case 'workspace-path':
      return asset.owner === 'workspace' && actor.workspaceIds.includes(asset.owner_id);
  }
}

/**
 * The key a delete names: a path (`uploads/…`, any prefix before `uploads/` dropped), a file name
 * or an id, with or without slashes, percent-encoding, a query or a fragment; or a URL, but only
 * one on this server (`serverOrigin`). A URL on another host names nothing here: null.
 */
export function assetKey(reference: string, serverOrigin: string): string | null {
  let key = reference.trim();
  try {
    key = decodeURIComponent(key);
  } catch {
    // kept as sent
  }
  const absolute = URL.canParse(key) ? new URL(key) : null;
  if (absolute) {
    if (absolute.origin !== serverOrigin) return null;
    key = absolute.pathname;
  }
  const uploads = key.indexOf('uploads/');
  if (uploads >= 0) key = key.slice(uploads);
  key = key.replace(/[?#].*$/, '').replace(/^\/+|\/+$/g, '');
  return key || null;
}
