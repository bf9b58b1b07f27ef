import type { Project, Workspace } from '../../src/domain/entities';
import type { MockDb, StoredUser } from '../db';
import { ROLE, type PlaneRole } from './config';
import type { PlaneIds } from './ids';

/**
 * Plane's view of one mock database (mocks/db.ts, one per data set and test namespace): the
 * spec's tables as they are, read through the server's UUIDs, plus the few records only Plane has
 * (v2 assets, profiles, webhooks with secrets, user API tokens, export jobs). The extras live and
 * die with their database, so a namespace's reset drops both.
 */

export type EntityType =
  | 'ISSUE_ATTACHMENT' | 'ISSUE_DESCRIPTION' | 'COMMENT_DESCRIPTION' | 'PAGE_DESCRIPTION' | 'USER_COVER' | 'USER_AVATAR'
  | 'WORKSPACE_LOGO' | 'PROJECT_COVER' | 'DRAFT_ISSUE_ATTACHMENT' | 'DRAFT_ISSUE_DESCRIPTION';
export const ENTITY_TYPES: readonly EntityType[] = [
  'ISSUE_ATTACHMENT', 'ISSUE_DESCRIPTION', 'COMMENT_DESCRIPTION', 'PAGE_DESCRIPTION', 'USER_COVER', 'USER_AVATAR',
  'WORKSPACE_LOGO', 'PROJECT_COVER', 'DRAFT_ISSUE_ATTACHMENT', 'DRAFT_ISSUE_DESCRIPTION',
];
/** The entity types served by `/api/assets/v2/static/{id}/` (app/views/asset/v2.py:452-461). */
export const STATIC_ENTITY_TYPES: readonly EntityType[] = ['USER_AVATAR', 'USER_COVER', 'WORKSPACE_LOGO', 'PROJECT_COVER'];

export interface PlaneAsset {
  id: string;
  /** The storage key: `{workspace uuid}/{hex}-{name}`, or `{hex}-{name}` for a user's asset. */
  key: string;
  entity_type: EntityType;
  /** Mock database ids of what the asset belongs to. */
  workspace_id: string | null;
  project_id: string | null;
  user_id: string | null;
  attributes: unknown;
  size: number;
  type: string;
  name: string;
  is_uploaded: boolean;
  is_deleted: boolean;
  created_by: string;
  created_at: string;
}

export interface PlaneProfile {
  id: string;
  theme: Record<string, unknown>;
  updated_at: string;
}

export interface PlaneWebhook {
  id: string;
  workspace_id: string;
  url: string;
  secret_key: string;
  flags: { project: boolean; issue: boolean; module: boolean; cycle: boolean; issue_comment: boolean };
  created_by: string;
  created_at: string;
}

export interface PlaneApiToken {
  id: string;
  user_id: string;
  label: string;
  description: string;
  token: string;
  expired_at: string | null;
  created_at: string;
}

export interface PlaneExport {
  id: string;
  workspace_id: string;
  /** The project UUIDs as the request named them (Plane stores them unchecked). */
  projects: string[];
  provider: 'csv' | 'xlsx' | 'json';
  token: string;
  initiated_by: string;
  created_at: string;
  /** When the background job "finishes": Plane's Celery task builds the ZIP after the answer. */
  ready_at: number;
  url: string | null;
}

export interface PlaneExtras {
  assets: Map<string, PlaneAsset>;
  /** What each user, workspace and project shows (the asset the last mark-uploaded PATCH linked). */
  avatarAsset: Map<string, string>;
  logoAsset: Map<string, string>;
  coverAsset: Map<string, string>;
  profiles: Map<string, PlaneProfile>;
  /** When a link or an issue was last changed, and by whom (the spec tables keep only the creation). */
  edits: Map<string, { at: string; by: string }>;
  webhooks: PlaneWebhook[];
  tokens: PlaneApiToken[];
  exports: PlaneExport[];
  /** Workspaces created through the API, with their one member (the creator, an admin) and their size. */
  createdWorkspaces: Map<string, { owner: string; organizationSize: string }>;
}

const extrasByDb = new WeakMap<MockDb, PlaneExtras>();

export function extrasOf(db: MockDb): PlaneExtras {
  let extras = extrasByDb.get(db);
  if (!extras) {
    extras = {
      assets: new Map(), avatarAsset: new Map(), logoAsset: new Map(), coverAsset: new Map(), profiles: new Map(),
      edits: new Map(), webhooks: [], tokens: [], exports: [], createdWorkspaces: new Map(),
    };
    extrasByDb.set(db, extras);
  }
  return extras;
}

/** The seed's roles as Plane's integers; the spec's viewer (10) no longer exists in Plane and reads as a guest. */
export function planeRoleOf(user: Pick<StoredUser, 'role'>): PlaneRole {
  if (user.role === 'admin') return ROLE.admin;
  if (user.role === 'member') return ROLE.member;
  return ROLE.guest;
}

/** One request's view: the database, its extras and the server's ids. */
export class PlaneWorld {
  readonly x: PlaneExtras;

  constructor(readonly db: MockDb, readonly ids: PlaneIds, readonly now: () => Date = () => new Date()) {
    this.x = extrasOf(db);
  }

  private get seedWorkspaceId(): string {
    return this.db.seed.workspace.id;
  }

  slugOf(workspace: Workspace): string {
    return workspace.id === this.seedWorkspaceId ? this.ids.slug : workspace.slug;
  }

  /** The workspace a slug names: the seed's answers only to the server's slug, never to its own. */
  workspaceBySlug(slug: string): Workspace | undefined {
    if (slug === this.ids.slug) return this.db.workspace.get(this.seedWorkspaceId);
    return this.db.workspace.all().find((w) => w.id !== this.seedWorkspaceId && w.slug === slug);
  }

  isSlugTaken(slug: string): boolean {
    return slug === this.ids.slug || this.db.workspace.all().some((w) => w.id !== this.seedWorkspaceId && w.slug === slug);
  }

  /** The caller's role in a workspace, or null when not an active member. */
  workspaceRole(workspace: Workspace, userId: string): PlaneRole | null {
    if (workspace.id === this.seedWorkspaceId) {
      const user = this.db.users.get(userId);
      return user ? planeRoleOf(user) : null;
    }
    return this.x.createdWorkspaces.get(workspace.id)?.owner === userId ? ROLE.admin : null;
  }

  /** Members of a workspace, as (user, role). Every seeded user is an active member of the seed workspace. */
  members(workspace: Workspace): Array<{ user: StoredUser; role: PlaneRole }> {
    if (workspace.id === this.seedWorkspaceId) return this.db.users.all().map((user) => ({ user, role: planeRoleOf(user) }));
    const owner = this.db.users.get(this.x.createdWorkspaces.get(workspace.id)?.owner ?? '');
    return owner ? [{ user: owner, role: ROLE.admin }] : [];
  }

  projectsOf(workspace: Workspace): Project[] {
    return workspace.id === this.seedWorkspaceId ? this.db.projects.all() : [];
  }

  /** A project of the workspace named by its UUID, or undefined. */
  project(workspace: Workspace, projectUuid: string): Project | undefined {
    const id = this.ids.specId(projectUuid);
    return id ? this.projectsOf(workspace).find((p) => p.id === id) : undefined;
  }

  /**
   * The caller's role in a project. Every member of the seed workspace is a member of each of its
   * projects with their workspace role (the seed has no project memberships of its own).
   */
  projectRole(workspace: Workspace, project: Project | undefined, userId: string): PlaneRole | null {
    return project ? this.workspaceRole(workspace, userId) : null;
  }

  /** A mock database row named by its UUID, if it is one of the table's. */
  byUuid<T extends { id: string }>(table: { get(id: string): T | undefined }, uuid: string): T | undefined {
    const id = this.ids.specId(uuid);
    return id ? table.get(id) : undefined;
  }

  uuid(specId: string): string {
    return this.ids.uuid(specId);
  }

  uuidOrNull(specId: string | null | undefined): string | null {
    return this.ids.uuidOrNull(specId);
  }

  /** A profile row per user, made on first read with Plane's empty theme. */
  profile(userId: string): PlaneProfile {
    let profile = this.x.profiles.get(userId);
    if (!profile) {
      profile = { id: this.uuid(`profile-${userId}`), theme: {}, updated_at: SEEDED_AT };
      this.x.profiles.set(userId, profile);
    }
    return profile;
  }

  assetUrl(asset: PlaneAsset): string | null {
    if (STATIC_ENTITY_TYPES.includes(asset.entity_type)) return `/api/assets/v2/static/${asset.id}/`;
    if (asset.project_id && asset.workspace_id) {
      const workspace = this.db.workspace.get(asset.workspace_id);
      return workspace ? `/api/assets/v2/workspaces/${this.slugOf(workspace)}/projects/${this.uuid(asset.project_id)}/${asset.id}/` : null;
    }
    return null;
  }

  /** `avatar_url`, `logo_url`, `cover_image_url`: the linked asset's URL wins over the legacy text (db/models/user.py:142-151). */
  linkedUrl(links: Map<string, string>, ownerId: string, legacy: string | null): string | null {
    const asset = this.x.assets.get(links.get(ownerId) ?? '');
    if (asset && !asset.is_deleted) return this.assetUrl(asset);
    return legacy || null;
  }
}

/** When the seeded rows "were created": before every seeded issue, so each row's history reads forward. */
export const SEEDED_AT = '2026-07-01T08:00:00.000Z';
