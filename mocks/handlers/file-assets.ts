import { HttpResponse } from 'msw';
import { MAX_UPLOAD_BYTES } from '../../src/domain/constants';
import { uploadMessages } from '../../src/domain/messages';
import type { Asset, MockDb } from '../db';
import { buildPath } from '../../src/domain/api-routes';
import { ASSETS, MOCK_ROUTES } from '../own-routes';
import { badRequest, json, MAX_MULTIPART_BYTES, mockDbFor, newId, noContent, notFound, readLimited, route, tooLarge } from '../runtime';
import type { DataSet } from '../scenarios';
import { fromBase64, sniffImageType, toBase64 } from '../file-bytes';
import { assetKey, mayChangeAsset, type Actor, type AssetRoute } from '../../src/domain/asset-access';

/**
 * File assets: uploads keep the real bytes (base64 in the session's mock database) and are served
 * back at `{origin}/uploads/{dataSet}/{assetId}.{ext}`, so an <img> shows what was uploaded, in
 * the browser worker and behind the real HTTP server alike. The data set is in the path because an
 * <img> request carries no scenario header. Deletes are soft: the editor restores on undo.
 */

const DATA_SETS: readonly DataSet[] = ['default', 'empty', 'large'];
const EXTENSIONS: Record<string, string> = {
  'image/png': 'png', 'image/jpeg': 'jpg', 'image/svg+xml': 'svg', 'image/webp': 'webp', 'image/gif': 'gif',
};

type Owner = Pick<Asset, 'owner' | 'owner_id'>;

async function storeUpload(db: MockDb, request: Request, url: URL, owner: Owner): Promise<Response> {
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
    return badRequest('Send the file as multipart/form-data with an "asset" field.');
  }
  // The size is checked before and while the body is read, never after reading it whole.
  const body = await readLimited(request, MAX_MULTIPART_BYTES, uploadMessages.tooLarge);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'Content-Type': request.headers.get('content-type')! } }).formData();
  } catch {
    return badRequest('The multipart body could not be read.');
  }
  const asset = form.get('asset');
  if (asset === null || typeof asset === 'string') return badRequest({ asset: ['No file was submitted.'] });
  if (asset.size === 0) return badRequest({ asset: ['The submitted file is empty.'] });
  if (asset.size > MAX_UPLOAD_BYTES) return tooLarge(uploadMessages.tooLarge);

  let attributes: Record<string, unknown> = {};
  const rawAttributes = form.get('attributes');
  if (typeof rawAttributes === 'string' && rawAttributes.trim()) {
    try {
      const parsed: unknown = JSON.parse(rawAttributes);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
      attributes = parsed as Record<string, unknown>;
    } catch {
      return badRequest({ attributes: ['Must be a JSON object.'] });
    }
  }

  const bytes = new Uint8Array(await asset.arrayBuffer());
  // Like a real server, trust the bytes, not the file name or the declared type.
  const contentType = sniffImageType(bytes);
  if (!contentType) {
    return badRequest({ asset: ['Upload a valid image. The file you uploaded was either not an image or a corrupted image.'] });
  }
  const id = newId('asset');
  const path = buildPath(MOCK_ROUTES.storedFile.path, { dataSet: db.dataSet, file: `${id}.${EXTENSIONS[contentType]}` }).slice(1);
  db.assets.insert({ id, path, ...owner, content_type: contentType, base64: toBase64(bytes), deleted: false, attributes });
  return json({ id, asset: `${url.origin}/${path}`, attributes }, 201);
}

/**
 * The asset named by an id, a file name (`{id}.{ext}`), its path (any prefix before `uploads/`
 * ignored) or its URL on this server (`serverOrigin`); a URL on another host names none.
 */
export function findAsset(db: MockDb, reference: string, serverOrigin: string): Asset | undefined {
  const key = assetKey(reference, serverOrigin);
  if (key === null) return undefined;
  const byId = db.assets.get(key);
  if (byId) return byId;
  // A bare file name matches by name; anything with a folder must be the exact path.
  return db.assets.all().find((a) => a.path === key || (!key.includes('/') && a.path.split('/').pop() === key));
}

/** The signed-in user and their workspaces, for the ownership checks. */
const actorOf = (db: MockDb): Actor => ({ userId: db.currentUserId, workspaceIds: db.workspace.all().map((w) => w.id) });

/** Deletes or restores an asset the caller may change through this route; anything else answers like a missing one. */
function setDeleted(db: MockDb, asset: Asset | undefined, route: AssetRoute, deleted: boolean): Response {
  if (!asset || !mayChangeAsset(asset, actorOf(db), route)) return notFound('Asset not found.');
  db.assets.update(asset.id, { deleted });
  return noContent();
}

/** The part of the path after `/api/workspaces/file-assets/`, without the trailing slash. */
function rest(url: URL): string {
  const start = url.pathname.indexOf(`${ASSETS}/`);
  return url.pathname.slice(start + ASSETS.length + 1).replace(/\/+$/, '');
}

export const fileAssetRoutes = [
  route('uploadWorkspaceAsset', ({ db, request, url, params }) => {
    const workspace = db.workspace.all().find((w) => w.slug === params.slug);
    if (!workspace) return notFound('Workspace not found.');
    return storeUpload(db, request, url, { owner: 'workspace', owner_id: workspace.id });
  }, 'upload'),

  route('uploadUserAsset', ({ db, request, url }) =>
    storeUpload(db, request, url, { owner: 'user', owner_id: db.currentUserId }), 'upload'),

  route('deleteUserAsset', ({ db, params, url }) =>
    setDeleted(db, findAsset(db, params.assetId, url.origin), { kind: 'user' }, true), 'asset-delete'),

  /**
   * Both documented deletes share a prefix: `{workspaceId}/{assetId}/` and the editor's `{path}/`.
   * Two segments whose first is a workspace id are the former; anything else is a path, accepted
   * with or without slashes, percent-encoding, a query, or the whole URL.
   */
  route('anyAssetDelete', ({ db, url }) => {
    const reference = rest(url);
    const segments = reference.split('/');
    const workspace = segments.length === 2 ? db.workspace.get(segments[0]) : undefined;
    if (workspace) return setDeleted(db, findAsset(db, segments[1], url.origin), { kind: 'workspace', workspaceId: workspace.id }, true);
    return setDeleted(db, findAsset(db, reference, url.origin), { kind: 'workspace-path' }, true);
  }, 'asset-delete'),

  route('anyAssetPost', ({ db, url }) => {
    const reference = rest(url);
    if (!reference.endsWith('/restore')) return notFound();
    return setDeleted(db, findAsset(db, reference.slice(0, -'/restore'.length), url.origin), { kind: 'workspace-path' }, false);
  }),

  /** The stored bytes. Soft-deleted files still serve, as from object storage until it is purged. */
  route('storedFile', ({ params, namespace }) => {
    const dataSet = DATA_SETS.find((d) => d === params.dataSet);
    if (!dataSet) return notFound('File not found.');
    const asset = findAsset(mockDbFor(dataSet, namespace), `uploads/${dataSet}/${params.file}`, '');
    if (!asset) return notFound('File not found.');
    const headers: Record<string, string> = {
      'Content-Type': asset.content_type,
      'Cache-Control': 'private, max-age=300',
      'X-Content-Type-Options': 'nosniff',
    };
    // An SVG opened on its own must not run script or load anything.
    if (asset.content_type === 'image/svg+xml') headers['Content-Security-Policy'] = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
    return new HttpResponse(fromBase64(asset.base64), { status: 200, headers });
  }),
];
