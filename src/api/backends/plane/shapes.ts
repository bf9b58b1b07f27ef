/**
 * What Plane answers, as far as the adapter reads it (fixtures/plane/responses, one file per
 * endpoint, name the serializers). Guards check the fields a mapping reads, so a malformed answer
 * is a `shape` error and never a crash inside a mapping.
 */
import type { StateGroup } from '../../../domain/entities';
import { arrayOf, isBoolean, isNumber, isRecord, isString, nullable, optional, shape, type Guard } from '../../guards';

const isNullableString = nullable(isString);
const isStringArray = arrayOf(isString);
const isStateGroup = (v: unknown): v is StateGroup => v === 'backlog' || v === 'unstarted' || v === 'started' || v === 'completed' || v === 'cancelled';
/** Fields a serializer may leave out for some callers (a guest gets UserLite without email). */
const maybe = <T>(guard: Guard<T>) => optional(nullable(guard));

/** UserLiteSerializer and the like: `avatar` is the legacy text, the picture is `avatar_url`. */
export interface PlaneUserLite {
  id: string;
  display_name: string;
  first_name: string;
  last_name?: string | null;
  email?: string | null;
  avatar?: string | null;
  avatar_url?: string | null;
  is_bot: boolean;
}
export const isPlaneUserLite = shape<PlaneUserLite>({
  id: isString, display_name: isString, first_name: isString, is_bot: isBoolean,
  last_name: maybe(isString), email: maybe(isString), avatar: maybe(isString), avatar_url: maybe(isString),
});

export interface PlaneProfile { theme: Record<string, unknown> }
export const isPlaneProfile = shape<PlaneProfile>({ theme: isRecord });

/** workspace-members/me/: a non-member gets 200 with blank values (no `id`, `role: null`). */
export interface PlaneMemberMe { id?: string; role: number | null }
export const isPlaneMemberMe = shape<PlaneMemberMe>({ id: optional(isString), role: nullable(isNumber) });

export interface PlaneWorkspace { id: string; slug: string; name: string; logo?: string | null; logo_url?: string | null }
export const isPlaneWorkspace = shape<PlaneWorkspace>({ id: isString, slug: isString, name: isString, logo: maybe(isString), logo_url: maybe(isString) });

export interface PlaneMember { member: PlaneUserLite; role: number; is_active?: boolean }
export const isPlaneMember = shape<PlaneMember>({ member: isPlaneUserLite, role: isNumber, is_active: optional(isBoolean) });

/** `projects/` rows (`.values()`): flat feature switches, `member_role` null for a public project not joined. */
export interface PlaneProjectRow {
  id: string;
  identifier: string;
  name: string;
  cycle_view: boolean;
  module_view: boolean;
  page_view: boolean;
  issue_views_view: boolean;
  inbox_view: boolean;
}
const projectFields = {
  id: isString, identifier: isString, name: isString,
  cycle_view: isBoolean, module_view: isBoolean, page_view: isBoolean, issue_views_view: isBoolean, inbox_view: isBoolean,
};
export const isPlaneProjectRow = shape<PlaneProjectRow>(projectFields);

/** The project detail (ProjectListSerializer): `cover_image_url` is the cover, `estimate` a uuid or null. */
export interface PlaneProject extends PlaneProjectRow {
  cover_image?: string | null;
  cover_image_url: string | null;
  estimate: string | null;
}
export const isPlaneProject = shape<PlaneProject>({
  ...projectFields, cover_image: maybe(isString), cover_image_url: isNullableString, estimate: isNullableString,
});

export interface PlaneState { id: string; project_id: string; name: string; color: string; group: StateGroup }
export const isPlaneState = shape<PlaneState>({ id: isString, project_id: isString, name: isString, color: isString, group: isStateGroup });

export interface PlaneLabel { id: string; project_id: string; name: string; color: string }
export const isPlaneLabel = shape<PlaneLabel>({ id: isString, project_id: isString, name: isString, color: isString });

/** Issue list rows (utils/grouper.py `issue_on_results`, ViewIssueListSerializer): no identifier, state name or colour. */
export interface PlaneIssueRow {
  id: string;
  name: string;
  state_id: string;
  sequence_id: number;
  project_id: string;
  state__group?: StateGroup | null;
  priority: string | null;
  assignee_ids: string[];
  label_ids: string[];
  module_ids: string[];
  cycle_id: string | null;
  created_by: string | null;
  start_date: string | null;
  target_date: string | null;
  created_at: string;
  updated_at: string;
}
const issueRowFields = {
  id: isString, name: isString, state_id: isString, sequence_id: isNumber, project_id: isString,
  state__group: maybe(isStateGroup), priority: isNullableString,
  assignee_ids: isStringArray, label_ids: isStringArray, module_ids: isStringArray,
  cycle_id: isNullableString, created_by: isNullableString, start_date: isNullableString, target_date: isNullableString,
  created_at: isString, updated_at: isString,
};
export const isPlaneIssueRow = shape<PlaneIssueRow>(issueRowFields);

/** The issue detail (IssueDetailSerializer): the description, and `is_subscribed` for the caller only. */
export interface PlaneIssue extends PlaneIssueRow {
  description_html: string | null;
  is_subscribed?: boolean;
}
export const isPlaneIssue = shape<PlaneIssue>({ ...issueRowFields, description_html: isNullableString, is_subscribed: optional(isBoolean) });

/** `search-issues/` rows: no `state_id`. */
export interface PlaneSearchRow {
  id: string;
  name: string;
  sequence_id: number;
  project_id: string;
  project__identifier: string;
  state__name: string;
  state__color: string;
}
export const isPlaneSearchRow = shape<PlaneSearchRow>({
  id: isString, name: isString, sequence_id: isNumber, project_id: isString, project__identifier: isString, state__name: isString, state__color: isString,
});

export interface PlaneCycle { id: string; project_id: string; name: string; start_date: string | null; end_date: string | null }
export const isPlaneCycle = shape<PlaneCycle>({ id: isString, project_id: isString, name: isString, start_date: isNullableString, end_date: isNullableString });

export interface PlaneLink { id: string; title: string | null; url: string; created_by: string | null; created_at: string }
export const isPlaneLink = shape<PlaneLink>({ id: isString, title: isNullableString, url: isString, created_by: isNullableString, created_at: isString });

/** The counters of a cycle's progress answer and of a module's detail. */
export interface PlaneStateCounts {
  backlog_issues: number;
  unstarted_issues: number;
  started_issues: number;
  completed_issues: number;
  cancelled_issues: number;
  total_issues: number;
}
const countFields = {
  backlog_issues: isNumber, unstarted_issues: isNumber, started_issues: isNumber,
  completed_issues: isNumber, cancelled_issues: isNumber, total_issues: isNumber,
};
export const isPlaneStateCounts = shape<PlaneStateCounts>(countFields);

export interface PlaneAssigneeRow { assignee_id: string | null; display_name: string | null; avatar_url?: string | null; total_issues: number; completed_issues: number }
export interface PlaneLabelRow { label_id: string | null; label_name: string | null; color: string | null; total_issues: number; completed_issues: number }
export interface PlaneDistribution { assignees: PlaneAssigneeRow[]; labels: PlaneLabelRow[] }
export const isPlaneDistribution = shape<PlaneDistribution>({
  assignees: arrayOf(shape<PlaneAssigneeRow>({ assignee_id: isNullableString, display_name: isNullableString, avatar_url: maybe(isString), total_issues: isNumber, completed_issues: isNumber })),
  labels: arrayOf(shape<PlaneLabelRow>({ label_id: isNullableString, label_name: isNullableString, color: isNullableString, total_issues: isNumber, completed_issues: isNumber })),
});

/** A row of Plane's cycle or module list (`.values()`): the counts of its issues, no issue ids. */
export interface PlaneCycleRow extends PlaneCycle { total_issues: number; completed_issues: number }
export const isPlaneCycleRow = shape<PlaneCycleRow>({
  id: isString, project_id: isString, name: isString, start_date: isNullableString, end_date: isNullableString,
  total_issues: isNumber, completed_issues: isNumber,
});
export interface PlaneModuleRow { id: string; project_id: string; name: string; total_issues: number; completed_issues: number }
export const isPlaneModuleRow = shape<PlaneModuleRow>({ id: isString, project_id: isString, name: isString, total_issues: isNumber, completed_issues: isNumber });

export interface PlaneModule extends PlaneStateCounts {
  id: string;
  project_id: string;
  name: string;
  archived_at: string | null;
  link_module: PlaneLink[];
  distribution: PlaneDistribution;
}
export const isPlaneModule = shape<PlaneModule>({
  ...countFields, id: isString, project_id: isString, name: isString, archived_at: isNullableString,
  link_module: arrayOf(isPlaneLink), distribution: isPlaneDistribution,
});

/** IssueActivitySerializer: every field the spec's activity carries, with the picture in `avatar_url`. */
export interface PlaneActivity {
  id: string;
  field: string | null;
  verb: string;
  actor_detail: PlaneUserLite;
  created_at: string;
  [key: string]: unknown;
}
export const isPlaneActivity = shape<PlaneActivity>({ id: isString, field: isNullableString, verb: isString, actor_detail: isPlaneUserLite, created_at: isString });

/** A v2 asset's creation: boto3's presigned POST, the asset's id and the URL it will be served at. */
export interface PlaneAssetCreated {
  upload_data: { url: string; fields: Record<string, string> };
  asset_id: string;
  asset_url: string;
}
const isFields = (v: unknown): v is Record<string, string> => isRecord(v) && Object.values(v).every(isString);
export const isPlaneAssetCreated = shape<PlaneAssetCreated>({
  upload_data: shape({ url: isString, fields: isFields }), asset_id: isString, asset_url: isString,
});

export interface PlaneExport {
  id: string;
  created_at: string;
  project: string[];
  provider: string;
  status: string;
  url: string | null;
  initiated_by: string | null;
}
export const isPlaneExport = shape<PlaneExport>({
  id: isString, created_at: isString, project: isStringArray, provider: isString, status: isString, url: isNullableString, initiated_by: isNullableString,
});

export interface PlaneApiToken { id: string; label: string; created_at: string; expired_at: string | null; token?: string }
export const isPlaneApiToken = shape<PlaneApiToken>({ id: isString, label: isString, created_at: isString, expired_at: isNullableString, token: optional(isString) });

/** `/api/instances/` once set up; before setup it answers without `config`. */
export interface PlaneInstance { config: { file_size_limit: number; has_unsplash_configured?: boolean } }
export const isPlaneInstance = shape<PlaneInstance>({ config: shape({ file_size_limit: isNumber, has_unsplash_configured: optional(isBoolean) }) });

export const isMessage = shape<{ message: string }>({ message: isString });
