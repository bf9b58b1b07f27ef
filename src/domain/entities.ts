/**
 * The entities of SPEC section 3, as the client reads them. Field names follow the server's
 * (snake_case) so the mock API and a real server answer with the same shapes.
 */
import type { Link } from './link';
import type { RoleName } from './roles';

export type { Link };

export type StateGroup = 'backlog' | 'unstarted' | 'started' | 'completed' | 'cancelled';
export const STATE_GROUPS: readonly StateGroup[] = ['backlog', 'unstarted', 'started', 'completed', 'cancelled'];

export type Priority = 'urgent' | 'high' | 'medium' | 'low' | 'none';

export interface Workspace {
  id: string;
  slug: string;
  name: string;
  logo: string | null;
}

export interface User {
  id: string;
  display_name: string;
  first_name: string;
  last_name: string;
  email: string;
  avatar: string | null;
  is_bot: boolean;
}

export interface Member {
  member: User;
  role: RoleName;
}

export interface Theme {
  background: string;
  text: string;
  primary: string;
  sidebarBackground: string;
  sidebarText: string;
  darkPalette: boolean;
  /** The five colours joined by commas. */
  palette: string;
  theme: 'custom';
}

export interface CurrentUser extends User {
  theme: Theme | null;
  role: RoleName;
}

export interface ProjectFeatures {
  cycles: boolean;
  modules: boolean;
  inbox: boolean;
  pages: boolean;
  views: boolean;
}

export interface Project {
  id: string;
  identifier: string;
  name: string;
  cover_image: string | null;
  features: ProjectFeatures;
  estimates_enabled: boolean;
}

/** What a project update may change: its name, its cover, and any of its feature switches. */
export type ProjectPatch = Partial<Pick<Project, 'cover_image' | 'name'>> & { features?: Partial<ProjectFeatures> };

export interface State {
  id: string;
  project_id: string;
  name: string;
  color: string;
  group: StateGroup;
}

export interface Label {
  id: string;
  project_id: string;
  name: string;
  color: string;
}

/** Issue (as read), SPEC section 3, plus the fields the demo pages show. */
export interface IssueLite {
  id: string;
  name: string;
  sequence_id: number;
  state_id: string;
  project_id: string;
  project__identifier: string;
  state__color: string;
}

export interface Issue extends IssueLite {
  state__group: StateGroup;
  state__name: string;
  priority: Priority;
  assignee_ids: string[];
  label_ids: string[];
  created_by: string;
  subscriber_ids: string[];
  cycle_id: string | null;
  module_ids: string[];
  start_date: string | null;
  target_date: string | null;
  description_html: string;
  created_at: string;
  updated_at: string;
}

export interface Cycle {
  id: string;
  project_id: string;
  name: string;
  start_date: string;
  end_date: string;
  issue_ids: string[];
}

export interface Module {
  id: string;
  project_id: string;
  name: string;
  archived: boolean;
  issue_ids: string[];
  link_module: Link[];
}

/** How far a cycle or module has got: its issues counted, not listed. */
export interface IssueCounts {
  total_issues: number;
  /** Issues in a state of the completed group. */
  completed_issues: number;
}

/** A cycle as its project's list shows it. */
export type CycleSummary = Pick<Cycle, 'id' | 'project_id' | 'name' | 'start_date' | 'end_date'> & IssueCounts;

/** A module as its project's list shows it (archived modules are not listed). */
export type ModuleSummary = Pick<Module, 'id' | 'project_id' | 'name'> & IssueCounts;

export interface Activity {
  id: string;
  field: string | null;
  verb: string;
  old_value: string | null;
  new_value: string | null;
  old_identifier: string | null;
  new_identifier: string | null;
  issue: string | null;
  issue_detail: { name: string; sequence_id: number } | null;
  project: string;
  project_detail: { identifier: string };
  workspace_detail: { slug: string };
  actor: string;
  actor_detail: Pick<User, 'id' | 'display_name' | 'first_name' | 'is_bot' | 'avatar'>;
  created_at: string;
}

export interface DistributionAssignee {
  assignee_id: string | null;
  display_name: string | null;
  avatar: string | null;
  completed_issues: number;
  total_issues: number;
}

export interface DistributionLabel {
  label_id: string | null;
  label_name: string | null;
  color: string | null;
  completed_issues: number;
  total_issues: number;
}

export interface Distribution {
  assignees: DistributionAssignee[];
  labels: DistributionLabel[];
  completion_chart: Record<string, number>;
  state_groups: Record<StateGroup, number>;
}

export interface AssetUploadResult {
  asset: string;
}

export interface UnsplashImage {
  id: string;
  alt_description: string | null;
  urls: { regular: string; small: string };
}

export interface AiResponse {
  response: string;
  response_html: string;
}

export interface AppConfig {
  file_size_limit: number;
}

export interface Paginated<T> {
  results: T[];
  total_count: number;
  next_cursor: string | null;
}

/** Workspace settings records (the spec names the formats and providers; the shapes follow the reference product). */
export interface WorkspaceExport {
  id: string;
  format: 'csv' | 'xlsx' | 'json';
  /** null for every project. */
  project_ids: string[] | null;
  /** null when the server does not count them (Plane). */
  rows: number | null;
  file_name: string;
  /** Where the file is downloaded from. */
  url: string;
  created_at: string;
  created_by: string;
}

export interface WorkspaceImport {
  id: string;
  provider: 'github' | 'jira';
  /** `owner/name` for GitHub, `{site} {KEY}` for Jira. */
  source: string;
  status: 'queued' | 'completed';
  created_at: string;
  created_by: string;
}

export interface WorkspaceWebhook {
  id: string;
  url: string;
  created_at: string;
}

export interface WorkspaceApiToken {
  id: string;
  label: string;
  created_at: string;
  expired_at: string | null;
  last_four: string;
  /** Only in the answer to the create call: the secret is shown once. */
  token?: string;
}

/** A document saved by the editor demo page and shown by the viewer page (the spec shows no document entity). */
export interface DemoDocument {
  id: string;
  /** The document as the editor's JSON, or null when only markdown is stored (the seeded sample). */
  content_json: Record<string, unknown> | null;
  content_html: string;
  content_markdown: string;
  updated_at: string;
}
