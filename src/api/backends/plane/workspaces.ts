import type { Member, Workspace } from '../../../domain/entities';
import { roleFromValue } from '../../../domain/roles';
import type { CreateWorkspaceInput } from '../../../domain/settings';
import { arrayOf } from '../../guards';
import { assetUrl, carried, mapAnswer, plane, type PlaneCalls } from './client';
import { workspaceContext } from './context';
import { keep, keys } from './lookups';
import { isPlaneMember, isPlaneWorkspace, type PlaneMember, type PlaneWorkspace } from './shapes';
import { userFromPlane } from './users';

/** The logo shown is `logo_url` (an uploaded asset wins over the legacy `logo` text). */
export function workspaceFromPlane(workspace: PlaneWorkspace): Workspace {
  return { id: workspace.id, slug: workspace.slug, name: workspace.name, logo: assetUrl(workspace.logo_url) ?? assetUrl(workspace.logo) };
}

/** Plane lists inactive members too; roles are integers. */
export function membersFromPlane(members: PlaneMember[]): Member[] {
  return members.filter((m) => m.is_active !== false).map((m) => ({ member: userFromPlane(m.member), role: roleFromValue(m.role) }));
}

/** Plane names the creation form's answers `organization_size` and `company_role`. */
export function createWorkspaceToPlane(input: CreateWorkspaceInput) {
  return { name: input.name, slug: input.slug, organization_size: input.company_size, company_role: input.role };
}

/**
 * The workspace's name, and its logo: an uploaded logo is already linked (the upload's last step),
 * so only clearing it is written (`logo: ""`, after the asset's delete unlinked it).
 */
export function workspacePatchToPlane(patch: Partial<Pick<Workspace, 'name' | 'logo'>>): Record<string, string> {
  const body: Record<string, string> = {};
  if (patch.name !== undefined) body.name = patch.name;
  if ('logo' in patch && !patch.logo) body.logo = '';
  return body;
}

export const workspaceCalls: PlaneCalls = {
  workspace: {
    uses: ['workspace'],
    does: 'The logo is `logo_url` (an uploaded asset wins over the legacy `logo`).',
    run: ({ slug }, options) => {
      workspaceContext.set(slug);
      return mapAnswer(
        plane('workspace', { slug }, { guard: isPlaneWorkspace, ...carried(options) }).then((r) => keep(keys.workspace(slug), r)),
        workspaceFromPlane,
      );
    },
  },

  myWorkspaces: {
    uses: ['myWorkspaces'],
    does: 'A bare array of the caller\'s workspaces (WorkSpaceSerializer with `role`): mapped as one workspace each.',
    run: (_params, options) =>
      mapAnswer(plane('myWorkspaces', {}, { guard: arrayOf(isPlaneWorkspace), ...carried(options) }), (rows) => rows.map(workspaceFromPlane)),
  },

  updateWorkspace: {
    uses: ['updateWorkspace', 'workspace'],
    does: 'A name as it is; an uploaded logo is already linked (nothing to write, the workspace is read); clearing writes `logo: ""`. Admins only on Plane.',
    run: async ({ slug }, options) => {
      const body = workspacePatchToPlane((options.json ?? {}) as Partial<Workspace>);
      const answer = Object.keys(body).length
        ? plane('updateWorkspace', { slug }, { json: body, guard: isPlaneWorkspace, ...carried(options) })
        : plane('workspace', { slug }, { guard: isPlaneWorkspace, ...carried(options) });
      return mapAnswer(answer.then((r) => keep(keys.workspace(slug), r)), workspaceFromPlane);
    },
  },

  createWorkspace: {
    uses: ['createWorkspace'],
    does: '`company_size` and `role` are sent as `organization_size` and `company_role`.',
    run: (_params, options) =>
      mapAnswer(
        plane('createWorkspace', {}, { json: createWorkspaceToPlane(options.json as CreateWorkspaceInput), guard: isPlaneWorkspace, ...carried(options) }),
        workspaceFromPlane,
      ),
  },

  members: {
    uses: ['members'],
    does: 'Leaves out inactive members; integer roles named; pictures from `avatar_url`.',
    run: ({ slug }, options) => {
      workspaceContext.set(slug);
      return mapAnswer(plane('members', { slug }, { guard: arrayOf(isPlaneMember), ...carried(options) }), membersFromPlane);
    },
  },
};
