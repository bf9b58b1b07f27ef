import type { Label, Project, State, Workspace } from '../../../src/domain/entities';
import type { StoredUser } from '../../db';
import { TIMEZONE, type PlaneRole } from '../config';
import { utc, zoned } from '../time';
import { SEEDED_AT, type PlaneWorld } from '../world';
import { userAdminLite } from './people';

/** Workspaces, members, projects, states and labels (app/serializers/workspace.py, project.py, state.py, issue.py). */

const logoUrl = (w: PlaneWorld, workspace: Workspace) => w.linkedUrl(w.x.logoAsset, workspace.id, workspace.logo);

function ownerOf(w: PlaneWorld, workspace: Workspace): string {
  const owner = w.x.createdWorkspaces.get(workspace.id)?.owner ?? w.members(workspace).find((m) => m.role === 20)?.user.id;
  return w.uuid(owner ?? w.db.seed.currentUserId);
}

/** `WorkSpaceSerializer` (GET, PATCH W/). */
export function workspaceDetail(w: PlaneWorld, workspace: Workspace) {
  const logo = w.x.assets.get(w.x.logoAsset.get(workspace.id) ?? '');
  const edit = w.x.edits.get(workspace.id);
  const owner = ownerOf(w, workspace);
  return {
    id: w.uuid(workspace.id),
    total_members: w.members(workspace).length,
    logo_url: logoUrl(w, workspace),
    created_at: zoned(SEEDED_AT),
    updated_at: zoned(edit?.at ?? SEEDED_AT),
    deleted_at: null,
    name: workspace.name,
    logo: workspace.logo ?? (logo ? '' : null),
    slug: w.slugOf(workspace),
    organization_size: w.x.createdWorkspaces.get(workspace.id)?.organizationSize ?? '11-50',
    timezone: TIMEZONE,
    background_color: '#3e63dd',
    created_by: owner,
    updated_by: edit ? w.uuid(edit.by) : null,
    logo_asset: logo && !logo.is_deleted ? logo.id : null,
    owner,
  };
}

/** `WorkspaceLiteSerializer`, inside activity rows and the AI answer. */
export function workspaceLite(w: PlaneWorld, workspace: Workspace) {
  return { name: workspace.name, slug: w.slugOf(workspace), id: w.uuid(workspace.id), logo_url: logoUrl(w, workspace) };
}

const VIEW_PROPS = () => ({
  filters: {
    priority: null, state: null, state_group: null, assignees: null, created_by: null, labels: null, start_date: null,
    target_date: null, subscriber: null,
  },
  display_filters: {
    group_by: null, order_by: '-created_at', type: null, sub_issue: true, show_empty_groups: true, layout: 'list', calendar_date_range: '',
  },
  display_properties: {
    assignee: true, attachment_count: true, created_on: true, due_date: true, estimate: true, key: true, labels: true, link: true,
    priority: true, start_date: true, state: true, sub_issue_count: true, updated_on: true,
  },
});

/** The WorkspaceMember columns both member serializers share. */
function memberColumns(w: PlaneWorld, workspace: Workspace, user: StoredUser, role: PlaneRole) {
  return {
    id: w.uuid(`member-${workspace.id}-${user.id}`),
    created_at: zoned(SEEDED_AT),
    updated_at: zoned(SEEDED_AT),
    deleted_at: null,
    role,
    company_role: '',
    view_props: VIEW_PROPS(),
    default_props: VIEW_PROPS(),
    issue_props: { subscribed: true, assigned: true, created: true, all_issues: true },
    is_active: true,
    getting_started_checklist: {},
    tips: {},
    explored_features: {},
    created_by: null,
    updated_by: null,
    workspace: w.uuid(workspace.id),
  };
}

/** `WorkspaceMemberAdminSerializer` (GET W/members/): whole rows, the user nested. */
export function memberRow(w: PlaneWorld, workspace: Workspace, user: StoredUser, role: PlaneRole) {
  const { id, ...rest } = memberColumns(w, workspace, user, role);
  return { id, member: userAdminLite(w, user), ...rest };
}

/** `WorkspaceMemberMeSerializer` (GET W/workspace-members/me/). */
export function memberMe(w: PlaneWorld, workspace: Workspace, user: StoredUser, role: PlaneRole) {
  const { id, ...rest } = memberColumns(w, workspace, user, role);
  return { id, draft_issue_count: 0, ...rest, member: w.uuid(user.id) };
}

/**
 * What DRF renders for `WorkspaceMemberMeSerializer(None)` when the caller is not a member
 * (app/views/workspace/member.py:228-234): the writable fields' initial values, no `id`.
 */
export function memberMeBlank() {
  return {
    deleted_at: null, role: null, company_role: '', view_props: null, default_props: null, issue_props: null, is_active: false,
    getting_started_checklist: null, tips: null, explored_features: null, created_by: null, updated_by: null, workspace: null, member: null,
  };
}

/** The seed has no project icons: every project shows Plane's folder icon. */
const logoProps = () => ({ in_use: 'icon', icon: { name: 'Folder', color: '#3e63dd' } });

const coverUrl = (w: PlaneWorld, project: Project) => w.linkedUrl(w.x.coverAsset, project.id, project.cover_image);

function projectLead(w: PlaneWorld, workspace: Workspace) {
  return ownerOf(w, workspace);
}

/** The project's `.values()` row in GET W/projects/ (app/views/project/base.py:170-192): UTC times, flat features. */
export function projectRow(w: PlaneWorld, workspace: Workspace, project: Project, role: PlaneRole | null, index: number) {
  return {
    id: w.uuid(project.id),
    name: project.name,
    identifier: project.identifier,
    sort_order: 65535 + index * 10000,
    logo_props: logoProps(),
    member_role: role,
    intake_count: 0,
    archived_at: null,
    workspace: w.uuid(workspace.id),
    cycle_view: project.features.cycles,
    issue_views_view: project.features.views,
    module_view: project.features.modules,
    page_view: project.features.pages,
    inbox_view: project.features.inbox,
    guest_view_all_features: false,
    project_lead: projectLead(w, workspace),
    network: 2,
    created_at: utc(SEEDED_AT),
    updated_at: utc(w.x.edits.get(project.id)?.at ?? SEEDED_AT),
    created_by: projectLead(w, workspace),
    updated_by: projectLead(w, workspace),
  };
}

/** `ProjectListSerializer` (GET, PATCH P/): every Project column plus the declared ones. */
export function projectDetail(w: PlaneWorld, workspace: Workspace, project: Project, role: PlaneRole | null, index: number) {
  const cover = w.x.assets.get(w.x.coverAsset.get(project.id) ?? '');
  const issues = w.db.issues.all().filter((i) => i.project_id === project.id);
  const states = w.db.states.all().filter((s) => s.project_id === project.id);
  const defaultState = states.find((s) => s.group === 'unstarted') ?? states[0];
  const lead = projectLead(w, workspace);
  return {
    id: w.uuid(project.id),
    is_favorite: false,
    sort_order: 65535 + index * 10000,
    member_role: role,
    anchor: null,
    members: w.members(workspace).map((m) => w.uuid(m.user.id)),
    cover_image_url: coverUrl(w, project),
    inbox_view: project.features.inbox,
    next_work_item_sequence: issues.reduce((max, i) => Math.max(max, i.sequence_id), 0) + 1,
    created_at: zoned(SEEDED_AT),
    updated_at: zoned(w.x.edits.get(project.id)?.at ?? SEEDED_AT),
    deleted_at: null,
    name: project.name,
    description: '',
    description_text: null,
    description_html: null,
    network: 2,
    identifier: project.identifier,
    emoji: null,
    icon_prop: null,
    module_view: project.features.modules,
    cycle_view: project.features.cycles,
    issue_views_view: project.features.views,
    page_view: project.features.pages,
    intake_view: project.features.inbox,
    is_time_tracking_enabled: false,
    is_issue_type_enabled: false,
    guest_view_all_features: false,
    // Plane clears the legacy text when an uploaded cover takes over (app/views/asset/v2.py:276-281).
    cover_image: cover ? '' : project.cover_image,
    archive_in: 0,
    close_in: 0,
    logo_props: logoProps(),
    archived_at: null,
    timezone: TIMEZONE,
    external_source: null,
    external_id: null,
    created_by: lead,
    updated_by: lead,
    workspace: w.uuid(workspace.id),
    default_assignee: null,
    project_lead: lead,
    cover_image_asset: cover && !cover.is_deleted ? cover.id : null,
    estimate: project.estimates_enabled ? w.uuid(`estimate-${project.id}`) : null,
    default_state: defaultState ? w.uuid(defaultState.id) : null,
  };
}

/** `ProjectLiteSerializer`, inside activity rows and the AI answer. */
export function projectLite(w: PlaneWorld, project: Project) {
  const cover = w.x.assets.get(w.x.coverAsset.get(project.id) ?? '');
  return {
    id: w.uuid(project.id),
    identifier: project.identifier,
    name: project.name,
    cover_image: cover ? '' : project.cover_image,
    cover_image_url: coverUrl(w, project),
    logo_props: logoProps(),
    description: '',
  };
}

/** `StateSerializer` plus the list's `order` (position within its group). */
export function stateRow(w: PlaneWorld, workspace: Workspace, state: State, projectStates: readonly State[]) {
  const index = projectStates.indexOf(state);
  const defaultState = projectStates.find((s) => s.group === 'unstarted');
  return {
    id: w.uuid(state.id),
    project_id: w.uuid(state.project_id),
    workspace_id: w.uuid(workspace.id),
    name: state.name,
    color: state.color,
    group: state.group,
    default: state === defaultState,
    description: '',
    sequence: 15000 + index * 10000,
    order: projectStates.slice(0, index + 1).filter((s) => s.group === state.group).length,
  };
}

/** `LabelSerializer` (GET P/issue-labels/). */
export function labelRow(w: PlaneWorld, workspace: Workspace, label: Label, index: number) {
  return {
    parent: null,
    name: label.name,
    color: label.color,
    id: w.uuid(label.id),
    project_id: w.uuid(label.project_id),
    workspace_id: w.uuid(workspace.id),
    sort_order: 65535 + index * 10000,
  };
}
