/**
 * Issue exports (SPEC section 3, formats csv, xlsx, json): the rows, their columns and the CSV and
 * JSON texts. The XLSX file is written from the same rows by the server (the mock API).
 */
import type { ExportFormat } from './constants';
import type { Issue, Label, Project, User } from './entities';

export interface ExportRow {
  key: string;
  name: string;
  project: string;
  state: string;
  priority: string;
  assignees: string;
  labels: string;
  start_date: string;
  due_date: string;
  created_at: string;
}

export const EXPORT_COLUMNS: ReadonlyArray<{ key: keyof ExportRow; header: string }> = [
  { key: 'key', header: 'ID' },
  { key: 'name', header: 'Name' },
  { key: 'project', header: 'Project' },
  { key: 'state', header: 'State' },
  { key: 'priority', header: 'Priority' },
  { key: 'assignees', header: 'Assignees' },
  { key: 'labels', header: 'Labels' },
  { key: 'start_date', header: 'Start date' },
  { key: 'due_date', header: 'Due date' },
  { key: 'created_at', header: 'Created at' },
];

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  json: 'application/json',
};

export interface ExportSource {
  issues: ReadonlyArray<Pick<Issue, 'project__identifier' | 'sequence_id' | 'name' | 'project_id' | 'state__name' | 'priority' | 'assignee_ids' | 'label_ids' | 'start_date' | 'target_date' | 'created_at'>>;
  projects: ReadonlyArray<Pick<Project, 'id' | 'name'>>;
  users: ReadonlyArray<Pick<User, 'id' | 'display_name'>>;
  labels: ReadonlyArray<Pick<Label, 'id' | 'name'>>;
}

/** One row per issue, ordered by project and sequence; names joined with ", ". */
export function exportRows({ issues, projects, users, labels }: ExportSource): ExportRow[] {
  const projectName = new Map(projects.map((p) => [p.id, p.name]));
  const userName = new Map(users.map((u) => [u.id, u.display_name]));
  const labelName = new Map(labels.map((l) => [l.id, l.name]));
  return [...issues]
    .sort((a, b) => a.project__identifier.localeCompare(b.project__identifier) || a.sequence_id - b.sequence_id)
    .map((issue) => ({
      key: `${issue.project__identifier}-${issue.sequence_id}`,
      name: issue.name,
      project: projectName.get(issue.project_id) ?? '',
      state: issue.state__name,
      priority: issue.priority,
      assignees: issue.assignee_ids.map((id) => userName.get(id) ?? id).join(', '),
      labels: issue.label_ids.map((id) => labelName.get(id)).filter(Boolean).join(', '),
      start_date: issue.start_date ?? '',
      due_date: issue.target_date ?? '',
      created_at: issue.created_at,
    }));
}

/**
 * A spreadsheet program runs a cell that starts with =, +, - or @ as a formula; a leading
 * apostrophe keeps such text as text (OWASP "CSV injection").
 */
function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function csvCell(value: string): string {
  const safe = neutraliseFormula(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** RFC 4180: a header row, CRLF line ends, quotes doubled inside quoted cells. */
export function toCsv(rows: readonly ExportRow[]): string {
  const lines = [EXPORT_COLUMNS.map((c) => csvCell(c.header)).join(',')];
  for (const row of rows) lines.push(EXPORT_COLUMNS.map((c) => csvCell(row[c.key])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

export function toJson(rows: readonly ExportRow[]): string {
  return `${JSON.stringify(rows, null, 2)}\n`;
}

/** `acme-issues-20261122-0930.csv` */
export function exportFileName(workspaceSlug: string, format: ExportFormat, at: Date): string {
  const stamp = at.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
  return `${workspaceSlug}-issues-${stamp}.${format}`;
}
