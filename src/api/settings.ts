import type { Workspace, WorkspaceApiToken, WorkspaceExport, WorkspaceImport, WorkspaceWebhook } from '../domain/entities';
import type { ExportFormat } from '../domain/constants';
import type { ApiTokenExpiry, CreateWorkspaceInput } from '../domain/settings';
import { arrayOf, isNumber, isNothing, isString, nullable, optional, shape, type Guard } from './guards';
import { request } from './http';
import { paths } from './paths';

const oneOf = <T extends string>(values: readonly T[]): Guard<T> => (value: unknown): value is T => values.includes(value as T);

export const isWorkspaceRecord = shape<Workspace>({ id: isString, slug: isString, name: isString, logo: nullable(isString) });

const isExport = shape<WorkspaceExport>({
  id: isString,
  format: oneOf(['csv', 'xlsx', 'json'] as const),
  project_ids: nullable(arrayOf(isString)),
  rows: isNumber,
  file_name: isString,
  url: isString,
  created_at: isString,
  created_by: isString,
});

const isImport = shape<WorkspaceImport>({
  id: isString,
  provider: oneOf(['github', 'jira'] as const),
  source: isString,
  status: oneOf(['queued', 'completed'] as const),
  created_at: isString,
  created_by: isString,
});

const isWebhook = shape<WorkspaceWebhook>({ id: isString, url: isString, created_at: isString });

const isApiToken = shape<WorkspaceApiToken>({
  id: isString, label: isString, created_at: isString, expired_at: nullable(isString), last_four: isString, token: optional(isString),
});

export type ImportRequest =
  | { provider: 'github'; repository: string }
  | { provider: 'jira'; site: string; project_key: string; email: string };

export const settingsApi = {
  updateWorkspace: (slug: string, patch: Partial<Pick<Workspace, 'name' | 'logo'>>) =>
    request(paths.workspace(slug), { method: 'PATCH', json: patch, guard: isWorkspaceRecord }),
  createWorkspace: (input: CreateWorkspaceInput) =>
    request(paths.workspaces(), { method: 'POST', json: { ...input, name: input.name.trim(), slug: input.slug.trim() }, guard: isWorkspaceRecord }),

  exports: (slug: string) => request(paths.exports(slug), { guard: arrayOf(isExport) }),
  createExport: (slug: string, format: ExportFormat, projectIds: string[] | null) =>
    request(paths.exports(slug), { method: 'POST', json: { format, project_ids: projectIds }, guard: isExport }),

  imports: (slug: string) => request(paths.imports(slug), { guard: arrayOf(isImport) }),
  createImport: (slug: string, input: ImportRequest) => request(paths.imports(slug), { method: 'POST', json: input, guard: isImport }),

  webhooks: (slug: string) => request(paths.webhooks(slug), { guard: arrayOf(isWebhook) }),
  createWebhook: (slug: string, url: string) => request(paths.webhooks(slug), { method: 'POST', json: { url: url.trim() }, guard: isWebhook }),
  deleteWebhook: (slug: string, id: string) =>
    request(paths.webhook(slug, id), { method: 'DELETE', guard: isNothing, expectEmpty: true }),

  apiTokens: (slug: string) => request(paths.apiTokens(slug), { guard: arrayOf(isApiToken) }),
  createApiToken: (slug: string, label: string, expiry: ApiTokenExpiry) =>
    request(paths.apiTokens(slug), { method: 'POST', json: { label: label.trim(), expiry }, guard: isApiToken }),
  deleteApiToken: (slug: string, id: string) =>
    request(paths.apiToken(slug, id), { method: 'DELETE', guard: isNothing, expectEmpty: true }),
};
