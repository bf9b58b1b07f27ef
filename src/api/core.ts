import type { AppConfig, CurrentUser, Member, Project, ProjectPatch, Workspace } from '../domain/entities';
import { MAX_UPLOAD_BYTES } from '../domain/constants';
import { arrayOf, isBoolean, isNumber, isRecord, isString, nullable, shape } from './guards';
import { send } from './send';
import type { ApiResult } from './result';

const isUser = shape({
  id: isString,
  display_name: isString,
  first_name: isString,
  is_bot: isBoolean,
  avatar: nullable(isString),
});

export const isCurrentUser = (value: unknown): value is CurrentUser =>
  isUser(value) && isRecord(value) && isString((value as Record<string, unknown>).role);

const isMember = (value: unknown): value is Member => isRecord(value) && isUser(value.member) && isString(value.role);

export const isProject = shape<Pick<Project, 'id' | 'identifier' | 'name'>>({ id: isString, identifier: isString, name: isString }) as (
  value: unknown,
) => value is Project;

const isWorkspace = shape<Pick<Workspace, 'id' | 'slug'>>({ id: isString, slug: isString }) as (value: unknown) => value is Workspace;

export const coreApi = {
  config: async (): Promise<ApiResult<AppConfig>> => {
    const result = await send('config', {}, { guard: shape<AppConfig>({ file_size_limit: isNumber }) });
    // A missing or broken config must not block uploads: fall back to the documented default.
    return result.ok ? result : { ok: true, data: { file_size_limit: MAX_UPLOAD_BYTES } };
  },
  me: () => send('me', {}, { guard: isCurrentUser }),
  workspace: (slug: string) => send('workspace', { slug }, { guard: isWorkspace }),
  myWorkspaces: () => send('myWorkspaces', {}, { guard: arrayOf(isWorkspace) }),
  members: (slug: string) => send('members', { slug }, { guard: arrayOf(isMember) }),
  projects: (slug: string) => send('projects', { slug }, { guard: arrayOf(isProject) }),
  project: (slug: string, projectId: string) => send('project', { slug, projectId }, { guard: isProject }),
  updateProject: (slug: string, projectId: string, patch: ProjectPatch) =>
    send('updateProject', { slug, projectId }, { json: patch, guard: isProject }),
};
