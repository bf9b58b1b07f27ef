import type { AssetUploadResult } from '../../../domain/entities';
import type { PlaneRouteName } from '../../../domain/plane-api-routes';
import { backendMessages } from '../../../domain/messages';
import type { AssetPurpose } from '../../../domain/upload';
import { isNothing } from '../../guards';
import { transportMessages } from '../../http';
import { fail, ok, type ApiResult } from '../../result';
import { apiUrl } from '../../transport';
import type { CallOptions } from '../types';
import { carried, plane, type PlaneCalls } from './client';
import { workspaceContext } from './context';
import { lookups } from './lookups';
import { isPlaneAssetCreated } from './shapes';
import { postToStorage } from './storage-upload';

/** Where an upload goes on Plane: its endpoint (by name, with its parameters) and the entity it is filed under. */
export interface AssetTarget {
  create: { name: 'createUserAsset'; params: Record<string, never> }
    | { name: 'createWorkspaceAsset'; params: { slug: string } }
    | { name: 'createProjectAsset'; params: { slug: string; projectId: string } };
  mark: (assetId: string) => AssetCall;
  remove: (assetId: string) => AssetCall;
  entity_type: 'USER_AVATAR' | 'WORKSPACE_LOGO' | 'PROJECT_COVER' | 'ISSUE_DESCRIPTION';
  /** The workspace's id for a logo, known only after a read: filled in by `entityIdentifier`. */
  entity_identifier: string | { workspaceOf: string };
}

type AssetCall =
  | { name: 'markUserAsset' | 'deleteUserAsset'; params: { assetId: string } }
  | { name: 'markWorkspaceAsset' | 'deleteWorkspaceAsset'; params: { slug: string; assetId: string } }
  | { name: 'markProjectAsset' | 'deleteProjectAsset'; params: { slug: string; projectId: string; assetId: string } };

/** The spec uploads to "the user" or "a workspace"; Plane wants to know what for (docs/plane-api.md, Uploads 1). */
export function assetTarget(owner: { kind: 'user' } | { kind: 'workspace'; slug: string; purpose: AssetPurpose | undefined }): AssetTarget | null {
  if (owner.kind === 'user') {
    return {
      create: { name: 'createUserAsset', params: {} },
      mark: (assetId) => ({ name: 'markUserAsset', params: { assetId } }),
      remove: (assetId) => ({ name: 'deleteUserAsset', params: { assetId } }),
      entity_type: 'USER_AVATAR',
      entity_identifier: '',
    };
  }
  const { slug, purpose } = owner;
  const inWorkspace = {
    create: { name: 'createWorkspaceAsset', params: { slug } } as const,
    mark: (assetId: string): AssetCall => ({ name: 'markWorkspaceAsset', params: { slug, assetId } }),
    remove: (assetId: string): AssetCall => ({ name: 'deleteWorkspaceAsset', params: { slug, assetId } }),
  };
  switch (purpose?.use) {
    case 'workspace-logo': return { ...inWorkspace, entity_type: 'WORKSPACE_LOGO', entity_identifier: { workspaceOf: slug } };
    case 'project-cover': return { ...inWorkspace, entity_type: 'PROJECT_COVER', entity_identifier: purpose.projectId };
    case 'issue-description': {
      const where = { slug, projectId: purpose.projectId };
      return {
        create: { name: 'createProjectAsset', params: where },
        mark: (assetId) => ({ name: 'markProjectAsset', params: { ...where, assetId } }),
        remove: (assetId) => ({ name: 'deleteProjectAsset', params: { ...where, assetId } }),
        entity_type: 'ISSUE_DESCRIPTION',
        entity_identifier: purpose.issueId,
      };
    }
    default: return null;
  }
}

/** What the editor hands over to delete or restore: a Plane asset URL's path without its leading slash. */
export type AssetRef =
  | { kind: 'project'; slug: string; projectId: string; assetId: string }
  | { kind: 'static'; assetId: string }
  | { kind: 'workspace'; slug: string; assetId: string };

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

export function assetRefFromPath(path: string): AssetRef | null {
  const segments = path.replace(/^\/+|\/+$/g, '').split('/').map(decode);
  if (segments.slice(0, 3).join('/') !== 'api/assets/v2') return null;
  const rest = segments.slice(3);
  if (rest.length === 2 && rest[0] === 'static') return { kind: 'static', assetId: rest[1] };
  if (rest.length === 5 && rest[0] === 'workspaces' && rest[2] === 'projects') return { kind: 'project', slug: rest[1], projectId: rest[3], assetId: rest[4] };
  if (rest.length === 3 && rest[0] === 'workspaces') return { kind: 'workspace', slug: rest[1], assetId: rest[2] };
  return null;
}

const empty = { guard: isNothing, expectEmpty: true };
const notAnAsset = (path: string) => fail({ kind: 'shape', message: `Not an asset URL: ${path}` });
const noWorkspace = () => fail({ kind: 'unavailable', message: transportMessages.shape });

/** One of the asset calls of a target, with a body where it takes one (the mark's attributes). */
function send(call: AssetCall, options: Pick<CallOptions<unknown>, 'signal' | 'timeoutMs'>, json?: unknown): Promise<ApiResult<null>> {
  return plane(call.name as PlaneRouteName & AssetCall['name'], call.params as never, { json, ...empty, ...carried(options) });
}

/**
 * Plane's presigned flow (docs/plane-api.md, Uploads): POST the file's details, POST the file to
 * the storage URL it answers with its form fields, then PATCH the asset as uploaded (which also
 * makes a logo, cover or avatar the entity's). A cancelled or failed file leaves no asset behind.
 */
async function upload(target: AssetTarget, body: FormData | undefined, options: CallOptions<unknown>): Promise<ApiResult<AssetUploadResult>> {
  const file = body?.get('asset');
  if (!(file instanceof Blob)) return fail({ kind: 'shape', message: transportMessages.shape });
  const name = file instanceof File && file.name ? file.name : 'image';
  const details = { name, type: file.type || 'image/jpeg', size: file.size };

  let entityIdentifier = target.entity_identifier;
  if (typeof entityIdentifier !== 'string') {
    const workspace = await lookups.workspace(entityIdentifier.workspaceOf);
    if (!workspace.ok) return workspace;
    entityIdentifier = workspace.data.id;
  }
  const created = await plane(target.create.name, target.create.params as never, {
    json: { ...details, entity_type: target.entity_type, entity_identifier: entityIdentifier },
    guard: isPlaneAssetCreated,
    ...carried(options),
  });
  if (!created.ok) return created;
  const { upload_data: storage, asset_id: assetId, asset_url: url } = created.data;

  const stored = await postToStorage({
    url: storage.url, fields: storage.fields, file, fileName: name,
    onProgress: options.onUploadProgress, signal: options.signal, timeoutMs: options.timeoutMs ?? 120_000,
  });
  if (!stored.ok) {
    void send(target.remove(assetId), {});
    return stored;
  }
  const marked = await send(target.mark(assetId), options, { attributes: details });
  if (!marked.ok) return marked;
  return ok({ asset: apiUrl(url) });
}

const PRESIGNED = 'Plane\'s presigned flow: POST the file\'s details, POST the file to the storage URL with its form fields (progress and cancel), PATCH it uploaded (which links a logo, cover or avatar); a failed or cancelled file is deleted.';

export const assetCalls: PlaneCalls = {
  uploadUserAsset: {
    uses: ['createUserAsset', 'markUserAsset', 'deleteUserAsset'],
    does: `${PRESIGNED} Filed as USER_AVATAR.`,
    run: (_params, options) => upload(assetTarget({ kind: 'user' })!, options.body, options),
  },

  uploadWorkspaceAsset: {
    uses: ['workspace', 'createWorkspaceAsset', 'markWorkspaceAsset', 'deleteWorkspaceAsset', 'createProjectAsset', 'markProjectAsset', 'deleteProjectAsset'],
    does: `${PRESIGNED} Filed by what it is for: a logo (WORKSPACE_LOGO, the workspace's id), a cover (PROJECT_COVER), an issue's image (ISSUE_DESCRIPTION, at the project's endpoint); refused without one.`,
    run: ({ slug }, options) => {
      workspaceContext.set(slug);
      const target = assetTarget({ kind: 'workspace', slug, purpose: options.hint?.asset });
      if (!target) return Promise.resolve(fail({ kind: 'unavailable', message: backendMessages.uploadNeedsEntity }));
      return upload(target, options.body, options);
    },
  },

  deleteUserAsset: {
    uses: ['deleteUserAsset'],
    does: 'By asset id, with the trailing slash.',
    run: ({ assetId }, options) => send({ name: 'deleteUserAsset', params: { assetId } }, options),
  },

  deleteWorkspaceAsset: {
    uses: ['deleteWorkspaceAsset'],
    does: 'By asset id under the workspace\'s slug (the spec names the workspace by id): the caller\'s hint, else the page\'s workspace.',
    run: ({ assetId }, options) => {
      const slug = options.hint?.workspaceSlug ?? workspaceContext.get();
      if (!slug) return Promise.resolve(noWorkspace());
      return send({ name: 'deleteWorkspaceAsset', params: { slug, assetId } }, options);
    },
  },

  deleteAssetByPath: {
    uses: ['deleteProjectAsset', 'deleteWorkspaceAsset'],
    does: 'The editor deletes an image by its own URL, as Plane\'s editor does.',
    run: ({ path }, options) => {
      const ref = assetRefFromPath(path);
      if (!ref) return Promise.resolve(notAnAsset(path));
      if (ref.kind === 'project') return send({ name: 'deleteProjectAsset', params: ref }, options);
      const slug = ref.kind === 'workspace' ? ref.slug : workspaceContext.get();
      if (!slug) return Promise.resolve(noWorkspace());
      return send({ name: 'deleteWorkspaceAsset', params: { slug, assetId: ref.assetId } }, options);
    },
  },

  restoreAssetByPath: {
    uses: ['restoreWorkspaceAsset'],
    does: 'By the asset id (the URL\'s last segment) under the workspace; there is none for a user\'s files.',
    run: ({ path }, options) => {
      const ref = assetRefFromPath(path);
      if (!ref) return Promise.resolve(notAnAsset(path));
      const slug = ref.kind === 'static' ? workspaceContext.get() : ref.slug;
      if (!slug) return Promise.resolve(noWorkspace());
      return plane('restoreWorkspaceAsset', { slug, assetId: ref.assetId }, { ...empty, ...carried(options) });
    },
  },
};
