import type { Workspace } from '../../../src/domain/entities';
import { FILE_SIZE_LIMIT } from '../config';
import { utc, zoned } from '../time';
import { SEEDED_AT, type PlaneApiToken, type PlaneExport, type PlaneWebhook, type PlaneWorld } from '../world';
import { userLite } from './people';

/** Webhooks, API tokens, exports, the instance and Unsplash (app/serializers/webhook.py, api.py, exporter.py; license/). */

/** `WebhookSerializer`: every column, the secret included (the view's `fields=` is dropped). */
export function webhookRow(w: PlaneWorld, workspace: Workspace, hook: PlaneWebhook) {
  return {
    id: hook.id,
    url: hook.url,
    created_at: zoned(hook.created_at),
    updated_at: zoned(hook.created_at),
    deleted_at: null,
    is_active: true,
    secret_key: hook.secret_key,
    ...hook.flags,
    is_internal: false,
    version: 'v1',
    created_by: w.uuid(hook.created_by),
    updated_by: null,
    workspace: w.uuid(workspace.id),
  };
}

function tokenColumns(w: PlaneWorld, token: PlaneApiToken) {
  return {
    id: token.id,
    created_at: zoned(token.created_at),
    updated_at: zoned(token.created_at),
    deleted_at: null,
    label: token.label,
    description: token.description,
    is_active: token.expired_at === null || new Date(token.expired_at) > new Date(),
    last_used: null,
    user_type: 0,
    expired_at: token.expired_at ? zoned(token.expired_at) : null,
    is_service: false,
    allowed_rate_limit: '60/min',
    created_by: w.uuid(token.user_id),
    updated_by: null,
    user: w.uuid(token.user_id),
    workspace: null,
  };
}

/** `APITokenReadSerializer`: no token, no last four. */
export function apiTokenRead(w: PlaneWorld, token: PlaneApiToken) {
  return tokenColumns(w, token);
}

/** `APITokenSerializer` (the creation's answer): the token, once. */
export function apiTokenCreated(w: PlaneWorld, token: PlaneApiToken) {
  return { ...tokenColumns(w, token), token: token.token };
}

/** `ExporterHistorySerializer`. */
export function exportRow(w: PlaneWorld, job: PlaneExport) {
  const initiator = w.db.users.get(job.initiated_by);
  const done = Date.now() >= job.ready_at;
  return {
    id: job.id,
    created_at: zoned(job.created_at),
    updated_at: zoned(done ? new Date(job.ready_at).toISOString() : job.created_at),
    project: job.projects,
    provider: job.provider,
    status: done ? 'completed' : 'processing',
    url: done ? job.url : null,
    initiated_by: w.uuid(job.initiated_by),
    initiated_by_detail: initiator ? userLite(w, initiator) : null,
    token: job.token,
    created_by: w.uuid(job.initiated_by),
    updated_by: null,
  };
}

/** GET /api/instances/ (license/api/views/instance.py:28-173): the configuration a client needs. */
export function instance(w: PlaneWorld, origin: string, options: { unsplash: boolean }) {
  return {
    config: {
      enable_signup: false,
      is_workspace_creation_disabled: false,
      is_google_enabled: false,
      is_github_enabled: false,
      is_gitlab_enabled: false,
      is_gitea_enabled: false,
      is_magic_login_enabled: false,
      is_email_password_enabled: true,
      github_app_name: '',
      slack_client_id: null,
      posthog_api_key: null,
      posthog_host: null,
      has_unsplash_configured: options.unsplash,
      has_llm_configured: true,
      file_size_limit: FILE_SIZE_LIMIT,
      is_smtp_configured: false,
      admin_base_url: null,
      space_base_url: null,
      app_base_url: origin,
      instance_changelog_url: '',
      is_self_managed: true,
    },
    instance: {
      id: w.uuid('instance'),
      created_at: utc(SEEDED_AT),
      updated_at: utc(SEEDED_AT),
      deleted_at: null,
      instance_name: 'Plane-shaped test server',
      whitelist_emails: null,
      instance_id: w.uuid('instance-id').replace(/-/g, '').slice(0, 26).toUpperCase(),
      current_version: 'v1.3.0',
      latest_version: 'v1.3.0',
      edition: 'PLANE_COMMUNITY',
      domain: origin,
      last_checked_at: utc(SEEDED_AT),
      namespace: null,
      is_telemetry_enabled: false,
      is_support_required: false,
      is_setup_done: true,
      is_signup_screen_visited: true,
      is_verified: false,
      is_test: true,
      is_current_version_deprecated: false,
      created_by: null,
      updated_by: null,
      workspaces_exist: true,
    },
  };
}

/** One Unsplash photo as Unsplash's search API answers it (Plane relays it unchanged); the pictures are the site's own fixtures. */
export function unsplashPhoto(photo: { id: string; alt_description: string; file: string; color: string }) {
  return {
    id: photo.id,
    slug: photo.id,
    created_at: '2026-01-05T10:00:00Z',
    updated_at: '2026-05-17T02:11:40Z',
    promoted_at: null,
    width: 1600,
    height: 900,
    color: photo.color,
    blur_hash: 'L00000fQfQfQfQfQfQfQfQfQfQfQ',
    description: null,
    alt_description: photo.alt_description,
    urls: {
      raw: photo.file, full: photo.file, regular: photo.file, small: `${photo.file}?w=400`, thumb: `${photo.file}?w=200`, small_s3: photo.file,
    },
    links: { self: photo.file, html: photo.file, download: photo.file, download_location: photo.file },
    likes: 0,
    liked_by_user: false,
    current_user_collections: [],
    sponsorship: null,
    topic_submissions: {},
    asset_type: 'photo',
    user: {
      id: 'fixture-author', updated_at: '2026-05-16T08:00:12Z', username: 'fixtures', name: 'Fixture Pictures', first_name: 'Fixture',
      last_name: 'Pictures', portfolio_url: null, bio: null, location: 'public/fixtures/unsplash', total_likes: 0, total_photos: 12, accepted_tos: true,
    },
  };
}
