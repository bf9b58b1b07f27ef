import { randomBytes, randomUUID } from 'node:crypto';
import { HttpResponse } from 'msw';
import type { Workspace } from '../../../src/domain/entities';
import { FILE_SIZE_LIMIT } from '../config';
import { noContent, ok, planeError } from '../errors';
import { ANY_ROLE, planeRoute, readBody, type PlaneContext, type PlaneServer } from '../runtime';
import { nowIso } from '../time';
import { sanitizeFilename } from '../validation';
import { ENTITY_TYPES, STATIC_ENTITY_TYPES, type EntityType, type PlaneAsset, type PlaneWorld } from '../world';

/**
 * Plane's presigned uploads, v2 (app/views/asset/v2.py; docs/plane-api.md, "Uploads"): create the
 * asset from the file's details and get a presigned POST, send the file to storage
 * (mocks/plane/storage.ts), PATCH to mark it uploaded (which links a logo, cover or avatar),
 * then read it through a redirect to a presigned GET. Deletes are soft; a restore undoes one.
 */

const ALLOWED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/jpg', 'image/gif'];
const USER_ENTITY_TYPES: readonly EntityType[] = ['USER_AVATAR', 'USER_COVER'];

type Owner = { workspace: Workspace | undefined; projectId: string | null; userId: string | null; keyPrefix: string };

/** The create step shared by the three endpoints: validate as Plane does, store the record, presign. */
async function createAsset(ctx: PlaneContext<unknown>, owner: Owner, allowedTypes: readonly EntityType[]): Promise<Response> {
  const body = await readBody(ctx.request);
  if (body instanceof Response) return body;
  const entityType = body.entity_type as EntityType;
  if (!allowedTypes.includes(entityType)) return ok({ error: 'Invalid entity type.', status: false }, 400);
  const type = body.type === undefined ? 'image/jpeg' : body.type;
  if (typeof type !== 'string' || !ALLOWED_TYPES.includes(type)) {
    return ok({ error: 'Invalid file type. Only JPEG, PNG, WebP, JPG and GIF files are allowed.', status: false }, 400);
  }
  const size = body.size === undefined ? FILE_SIZE_LIMIT : Number(body.size);
  // `int()` of anything else raises: the view's catch-all answers.
  if (!Number.isInteger(size)) return planeError.server();
  const name = sanitizeFilename(body.name) ?? 'unnamed';
  const sizeLimit = Math.min(FILE_SIZE_LIMIT, size);
  const identifier = typeof body.entity_identifier === 'string' ? ctx.world.ids.specId(body.entity_identifier) ?? null : null;
  const asset: PlaneAsset = {
    id: randomUUID(),
    key: `${owner.keyPrefix}${randomBytes(16).toString('hex')}-${name}`,
    entity_type: entityType,
    workspace_id: owner.workspace?.id ?? null,
    project_id: owner.projectId ?? (entityType === 'PROJECT_COVER' ? identifier : null),
    user_id: owner.userId ?? (USER_ENTITY_TYPES.includes(entityType) ? identifier : null),
    attributes: { name, type, size: sizeLimit },
    size: sizeLimit,
    type,
    name,
    is_uploaded: false,
    is_deleted: false,
    created_by: ctx.user!.id,
    created_at: nowIso(),
  };
  ctx.world.x.assets.set(asset.id, asset);
  return ok({
    upload_data: ctx.server.storage.presignPost(ctx.url.origin, asset.key, type, sizeLimit),
    asset_id: asset.id,
    asset_url: ctx.world.assetUrl(asset),
  });
}

/** The link each kind of asset makes when it is marked uploaded; the one it replaces is soft-deleted (v2.py:42-79, 248-285). */
function linkOf(world: PlaneWorld, asset: PlaneAsset): { links: Map<string, string>; owner: string } | null {
  if (asset.entity_type === 'USER_AVATAR' && asset.user_id) return { links: world.x.avatarAsset, owner: asset.user_id };
  if (asset.entity_type === 'WORKSPACE_LOGO' && asset.workspace_id) return { links: world.x.logoAsset, owner: asset.workspace_id };
  if (asset.entity_type === 'PROJECT_COVER' && asset.project_id) return { links: world.x.coverAsset, owner: asset.project_id };
  return null;
}

function markUploaded(world: PlaneWorld, asset: PlaneAsset, body: Record<string, unknown>): Response {
  asset.is_uploaded = true;
  if ('attributes' in body) asset.attributes = body.attributes;
  const link = linkOf(world, asset);
  if (link) {
    const previous = world.x.assets.get(link.links.get(link.owner) ?? '');
    if (previous && previous.id !== asset.id) previous.is_deleted = true;
    link.links.set(link.owner, asset.id);
    // The legacy text gives way to the asset (`avatar = ""`, `logo = ""`, `cover_image = ""`).
    if (asset.entity_type === 'USER_AVATAR') world.db.users.update(link.owner, { avatar: '' });
    if (asset.entity_type === 'WORKSPACE_LOGO') world.db.workspace.update(link.owner, { logo: '' });
    if (asset.entity_type === 'PROJECT_COVER') world.db.projects.update(link.owner, { cover_image: '' });
  }
  return noContent();
}

function softDelete(world: PlaneWorld, asset: PlaneAsset): Response {
  asset.is_deleted = true;
  const link = linkOf(world, asset);
  if (link && link.links.get(link.owner) === asset.id) link.links.delete(link.owner);
  return noContent();
}

/** Plane's `FileAsset.objects` leaves soft-deleted rows out; `all_objects` (the restore) keeps them. */
function findAsset(world: PlaneWorld, id: string, where: (asset: PlaneAsset) => boolean, withDeleted = false): PlaneAsset | undefined {
  const asset = world.x.assets.get(id.toLowerCase());
  return asset && where(asset) && (withDeleted || !asset.is_deleted) ? asset : undefined;
}

/** A 302 to a presigned GET of the object (Content-Disposition as Plane asks storage for it). */
function redirectToObject(ctx: PlaneContext<unknown>, asset: PlaneAsset, disposition: string): Response {
  if (!asset.is_uploaded) return planeError.error(404, 'The requested asset could not be found.');
  const location = ctx.server.storage.presignGet(ctx.url.origin, asset.key, disposition);
  return new HttpResponse(null, { status: 302, headers: { Location: location } });
}

const attributeName = (asset: PlaneAsset) => {
  const name = (asset.attributes as { name?: unknown } | null)?.name;
  return typeof name === 'string' ? name : randomBytes(16).toString('hex');
};

export function assetRoutes(server: PlaneServer) {
  const inWorkspace = (ctx: PlaneContext<unknown>) => (asset: PlaneAsset) => asset.workspace_id === ctx.workspace?.id;
  const inProject = (ctx: PlaneContext<unknown>) => (asset: PlaneAsset) => asset.workspace_id === ctx.workspace?.id && asset.project_id === ctx.project?.id;
  const mine = (ctx: PlaneContext<unknown>) => (asset: PlaneAsset) => asset.user_id === ctx.user?.id && USER_ENTITY_TYPES.includes(asset.entity_type);
  const workspaceLevel = { allow: { roles: ANY_ROLE, level: 'WORKSPACE' } } as const;
  const projectLevel = { allow: { roles: ANY_ROLE, level: 'PROJECT' } } as const;

  return [
    planeRoute(server, 'createWorkspaceAsset', workspaceLevel, (ctx) =>
      createAsset(ctx, { workspace: ctx.workspace, projectId: null, userId: null, keyPrefix: `${ctx.world.uuid(ctx.workspace!.id)}/` }, ENTITY_TYPES), 'upload'),

    planeRoute(server, 'markWorkspaceAsset', workspaceLevel, async (ctx) => {
      const asset = findAsset(ctx.world, ctx.params.assetId, inWorkspace(ctx));
      if (!asset) return planeError.objectMissing();
      const body = await readBody(ctx.request);
      return body instanceof Response ? body : markUploaded(ctx.world, asset, body);
    }),

    planeRoute(server, 'deleteWorkspaceAsset', workspaceLevel, (ctx) => {
      const asset = findAsset(ctx.world, ctx.params.assetId, inWorkspace(ctx));
      return asset ? softDelete(ctx.world, asset) : planeError.objectMissing();
    }, 'asset-delete'),

    planeRoute(server, 'restoreWorkspaceAsset', workspaceLevel, (ctx) => {
      const asset = findAsset(ctx.world, ctx.params.assetId, inWorkspace(ctx), true);
      if (!asset) return planeError.objectMissing();
      asset.is_deleted = false;
      return noContent();
    }),

    planeRoute(server, 'createProjectAsset', projectLevel, (ctx) =>
      createAsset(ctx, { workspace: ctx.workspace, projectId: ctx.project!.id, userId: null, keyPrefix: `${ctx.world.uuid(ctx.workspace!.id)}/` }, ENTITY_TYPES), 'upload'),

    /** Needs the session and the project membership, so a cross-site `<img>` cannot show it. */
    planeRoute(server, 'projectAsset', projectLevel, (ctx) => {
      const asset = findAsset(ctx.world, ctx.params.assetId, inProject(ctx));
      if (!asset) return planeError.objectMissing();
      return redirectToObject(ctx, asset, `attachment; filename*=UTF-8''${encodeURIComponent(attributeName(asset))}`);
    }),

    planeRoute(server, 'markProjectAsset', projectLevel, async (ctx) => {
      const asset = findAsset(ctx.world, ctx.params.assetId, inProject(ctx));
      if (!asset) return planeError.objectMissing();
      const body = await readBody(ctx.request);
      if (body instanceof Response) return body;
      asset.is_uploaded = true;
      if ('attributes' in body) asset.attributes = body.attributes;
      return noContent();
    }),

    planeRoute(server, 'deleteProjectAsset', projectLevel, (ctx) => {
      const asset = findAsset(ctx.world, ctx.params.assetId, inProject(ctx));
      if (!asset) return planeError.objectMissing();
      asset.is_deleted = true;
      return noContent();
    }, 'asset-delete'),

    planeRoute(server, 'createUserAsset', {}, (ctx) =>
      createAsset(ctx, { workspace: undefined, projectId: null, userId: ctx.user!.id, keyPrefix: '' }, USER_ENTITY_TYPES), 'upload'),

    planeRoute(server, 'markUserAsset', {}, async (ctx) => {
      const asset = findAsset(ctx.world, ctx.params.assetId, mine(ctx));
      if (!asset) return planeError.objectMissing();
      const body = await readBody(ctx.request);
      return body instanceof Response ? body : markUploaded(ctx.world, asset, body);
    }),

    planeRoute(server, 'deleteUserAsset', {}, (ctx) => {
      const asset = findAsset(ctx.world, ctx.params.assetId, mine(ctx));
      return asset ? softDelete(ctx.world, asset) : planeError.objectMissing();
    }, 'asset-delete'),

    /** Anyone: avatars, logos and covers are public (v2.py:437-470). */
    planeRoute(server, 'staticAsset', { anonymous: true }, (ctx) => {
      const asset = findAsset(ctx.world, ctx.params.assetId, () => true);
      if (!asset) return planeError.objectMissing();
      if (asset.is_uploaded && !STATIC_ENTITY_TYPES.includes(asset.entity_type)) return ok({ error: 'Invalid entity type.', status: false }, 400);
      return redirectToObject(ctx, asset, `inline; filename*=UTF-8''${randomBytes(16).toString('hex')}`);
    }),
  ];
}
