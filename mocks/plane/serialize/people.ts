import type { StoredUser } from '../../db';
import { TIMEZONE } from '../config';
import { zoned } from '../time';
import { SEEDED_AT, type PlaneWorld } from '../world';

/** Users and profiles as Plane's serializers render them (app/serializers/user.py). */

const avatarUrl = (w: PlaneWorld, user: StoredUser) => w.linkedUrl(w.x.avatarAsset, user.id, user.avatar);

/** `UserLiteSerializer`: link authors, activity actors, export initiators. */
export function userLite(w: PlaneWorld, user: StoredUser) {
  return {
    id: w.uuid(user.id),
    first_name: user.first_name,
    last_name: user.last_name,
    avatar: user.avatar ?? '',
    avatar_url: avatarUrl(w, user),
    is_bot: user.is_bot,
    display_name: user.display_name,
  };
}

/** `UserAdminLiteSerializer`: the `member` of each workspace member row. */
export function userAdminLite(w: PlaneWorld, user: StoredUser) {
  return { ...userLite(w, user), email: user.email, last_login_medium: 'email' };
}

const username = (w: PlaneWorld, user: StoredUser) => w.uuid(user.id).replace(/-/g, '');

/** `UserMeSerializer` (GET /api/users/me/). */
export function userMe(w: PlaneWorld, user: StoredUser) {
  return {
    id: w.uuid(user.id),
    avatar: user.avatar ?? '',
    cover_image: null,
    avatar_url: avatarUrl(w, user),
    cover_image_url: null,
    date_joined: zoned(SEEDED_AT),
    display_name: user.display_name,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    is_active: true,
    is_bot: user.is_bot,
    is_email_verified: true,
    user_timezone: TIMEZONE,
    username: username(w, user),
    is_password_autoset: false,
    last_login_medium: 'email',
    last_login_time: zoned(SEEDED_AT),
  };
}

/** `UserSerializer`: every User column but the password (PATCH /api/users/me/). */
export function userFull(w: PlaneWorld, user: StoredUser) {
  const avatar = w.x.assets.get(w.x.avatarAsset.get(user.id) ?? '');
  const updated = w.x.edits.get(user.id)?.at ?? SEEDED_AT;
  return {
    id: w.uuid(user.id),
    last_login: zoned(SEEDED_AT),
    is_superuser: false,
    username: username(w, user),
    mobile_number: null,
    email: user.email,
    display_name: user.display_name,
    first_name: user.first_name,
    last_name: user.last_name,
    avatar: user.avatar ?? '',
    avatar_asset: avatar && !avatar.is_deleted ? avatar.id : null,
    cover_image: null,
    cover_image_asset: null,
    date_joined: zoned(SEEDED_AT),
    created_at: zoned(SEEDED_AT),
    updated_at: zoned(updated),
    last_location: '',
    created_location: '',
    is_managed: false,
    is_password_expired: false,
    is_active: true,
    is_staff: false,
    is_email_verified: true,
    is_password_autoset: false,
    is_password_reset_required: false,
    token: '',
    last_active: zoned(SEEDED_AT),
    last_login_time: zoned(SEEDED_AT),
    last_logout_time: null,
    last_login_ip: '127.0.0.1',
    last_logout_ip: '',
    last_login_medium: 'email',
    last_login_uagent: '',
    token_updated_at: null,
    is_bot: user.is_bot,
    bot_type: null,
    user_timezone: TIMEZONE,
    is_email_valid: false,
    masked_at: null,
  };
}

/** `ProfileSerializer` (GET and PATCH /api/users/me/profile/). */
export function profile(w: PlaneWorld, user: StoredUser) {
  const row = w.profile(user.id);
  const workspace = w.db.seed.workspace;
  return {
    id: row.id,
    created_at: zoned(SEEDED_AT),
    updated_at: zoned(row.updated_at),
    theme: row.theme,
    is_app_rail_docked: true,
    is_tour_completed: true,
    onboarding_step: { profile_complete: true, workspace_create: true, workspace_invite: true, workspace_join: true },
    use_case: null,
    // The onboarding answer "what do you do": a job title, not a workspace role.
    role: 'Development / Engineering',
    is_onboarded: true,
    last_workspace_id: w.uuid(workspace.id),
    billing_address_country: 'INDIA',
    billing_address: null,
    has_billing_address: false,
    company_name: '',
    notification_view_mode: 'full',
    is_smooth_cursor_enabled: false,
    is_mobile_onboarded: false,
    mobile_onboarding_step: { profile_complete: false, workspace_create: false, workspace_join: false },
    mobile_timezone_auto_set: false,
    language: 'en',
    start_of_the_week: 0,
    goals: {},
    background_color: '#5e6ad2',
    is_navigation_tour_completed: true,
    has_marketing_email_consent: false,
    is_subscribed_to_changelog: false,
    product_tour: { work_items: false, cycles: false, modules: false, intake: false, pages: false },
    user: w.uuid(user.id),
  };
}
