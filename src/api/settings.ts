import type { Workspace, WorkspaceApiToken, WorkspaceExport, WorkspaceImport, WorkspaceWebhook } from '../domain/entities';
import type { ExportFormat } from '../domain/constants';
import type { ApiTokenExpiry, CreateWorkspaceInput } from '../domain/settings';
import { arrayOf, isNumber, isNothing, isString, nullable, optional, shape, type Guard } from './guards';
import { send } from './send';

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
    send('updateWorkspace', { slug }, { json: patch, guard: isWorkspaceRecord }),
  createWorkspace: (input: CreateWorkspaceInput) =>
    send('createWorkspace', {}, { json: { ...input, name: input.name.trim(), slug: input.slug.trim() }, guard: isWorkspaceRecord }),

  exports: (slug: string) => send('exports', { slug }, { guard: arrayOf(isExport) }),
  createExport: (slug: string, format: ExportFormat, projectIds: string[] | null) =>
    send('createExport', { slug }, { json: { format, project_ids: projectIds }, guard: isExport }),

  imports: (slug: string) => send('imports', { slug }, { guard: arrayOf(isImport) }),
  createImport: (slug: string, input: ImportRequest) => send('createImport', { slug }, { json: input, guard: isImport }),

  webhooks: (slug: string) => send('webhooks', { slug }, { guard: arrayOf(isWebhook) }),
  createWebhook: (slug: string, url: string) => send('createWebhook', { slug }, { json: { url: url.trim() }, guard: isWebhook }),
  deleteWebhook: (slug: string, id: string) =>
    send('deleteWebhook', { slug, webhookId: id }, { guard: isNothing, expectEmpty: true }),

  apiTokens: (slug: string) => send('apiTokens', { slug }, { guard: arrayOf(isApiToken) }),
  createApiToken: (slug: string, label: string, expiry: ApiTokenExpiry) =>
    send('createApiToken', { slug }, { json: { label: label.trim(), expiry }, guard: isApiToken }),
  deleteApiToken: (slug: string, id: string) =>
    send('deleteApiToken', { slug, tokenId: id }, { guard: isNothing, expectEmpty: true }),
};
