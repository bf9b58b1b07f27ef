import type { AssetUploadResult } from '../domain/entities';
import { assetIdFromUrl, assetPathFromUrl, type AssetPurpose } from '../domain/upload';
import { isNothing, isString, shape } from './guards';
import { send } from './send';
import { LARGE_BODY_TIMEOUT_MS } from './http';
import { fail, type ApiResult } from './result';

/**
 * Whose file it is: a user asset (avatar, profile cover) or a workspace asset (logo, covers, editor
 * images), with what it is for when the caller knows (a backend may need it: Plane does).
 */
export type AssetOwner = { kind: 'user' } | { kind: 'workspace'; workspaceSlug: string; purpose?: AssetPurpose };

export interface UploadOptions {
  /** 0..1 while the body is sent. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  attributes?: Record<string, unknown>;
}

const isUploadResult = shape<AssetUploadResult>({ asset: isString });

const notAnAsset = (url: string) =>
  fail<null>({ kind: 'shape', message: `Not an asset URL: ${url}` });

/** A URL or an already-stripped path, as the editor's delete and restore functions take it. */
function pathOf(urlOrPath: string): string | null {
  const value = urlOrPath.trim();
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(value) || value.startsWith('/') ? assetPathFromUrl(value) : value.replace(/\/+$/, '') || null;
}

export const assetsApi = {
  upload: (owner: AssetOwner, file: Blob, options: UploadOptions = {}): Promise<ApiResult<AssetUploadResult>> => {
    const body = new FormData();
    body.append('asset', file, file instanceof File ? file.name : 'image');
    body.append('attributes', JSON.stringify(options.attributes ?? {}));
    const sendOptions = {
      body,
      guard: isUploadResult,
      onUploadProgress: options.onProgress,
      signal: options.signal,
      timeoutMs: LARGE_BODY_TIMEOUT_MS,
      hint: { asset: owner.kind === 'workspace' ? owner.purpose : undefined },
    };
    return owner.kind === 'user'
      ? send('uploadUserAsset', {}, sendOptions)
      : send('uploadWorkspaceAsset', { slug: owner.workspaceSlug }, sendOptions);
  },

  deleteUserAsset: (assetId: string) =>
    send('deleteUserAsset', { assetId }, { guard: isNothing, expectEmpty: true }),

  /** `workspaceSlug` for a backend that addresses workspaces by slug (Plane); the spec's path takes the id. */
  deleteWorkspaceAsset: (workspaceId: string, assetId: string, workspaceSlug?: string) =>
    send('deleteWorkspaceAsset', { workspaceId, assetId }, { guard: isNothing, expectEmpty: true, hint: { workspaceSlug } }),

  /** The old image after a replacement, by the owner's delete call and the URL's last segment. */
  deleteByUrl: (owner: AssetOwner, url: string, workspaceId: string | null): Promise<ApiResult<null>> => {
    const assetId = assetIdFromUrl(url);
    if (!assetId) return Promise.resolve(notAnAsset(url));
    if (owner.kind === 'user') return assetsApi.deleteUserAsset(assetId);
    if (!workspaceId) return Promise.resolve(notAnAsset(url));
    return assetsApi.deleteWorkspaceAsset(workspaceId, assetId, owner.workspaceSlug);
  },

  /** The editor's delete: takes the image URL or its path without the leading slash. */
  deleteByPath: (urlOrPath: string): Promise<ApiResult<null>> => {
    const path = pathOf(urlOrPath);
    if (!path) return Promise.resolve(notAnAsset(urlOrPath));
    return send('deleteAssetByPath', { path }, { guard: isNothing, expectEmpty: true });
  },

  /** The editor's restore (an image back in the document after undo): same argument as deleteByPath. */
  restoreByPath: (urlOrPath: string): Promise<ApiResult<null>> => {
    const path = pathOf(urlOrPath);
    if (!path) return Promise.resolve(notAnAsset(urlOrPath));
    return send('restoreAssetByPath', { path }, { guard: isNothing, expectEmpty: true });
  },
};
