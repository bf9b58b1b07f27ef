import type { Project, ProjectFeatures } from '../../../src/domain/entities';
import { newId } from '../../runtime';
import { ok, planeError } from '../errors';
import { ANY_ROLE, ADMINS, planeRoute, readBody, type PlaneContext, type PlaneServer } from '../runtime';
import { memberMe, memberMeBlank, memberRow, projectDetail, projectRow, stateRow, labelRow, workspaceDetail } from '../serialize/workspace';
import { nowIso } from '../time';
import { containsUrl, RESTRICTED_WORKSPACE_SLUGS, SLUG_CHARACTERS } from '../validation';

/** Workspaces, members, projects, states and labels (app/views/workspace/, project/base.py, state/base.py, issue/label.py). */

const FEATURE_FIELDS: Record<string, keyof ProjectFeatures> = {
  cycle_view: 'cycles', module_view: 'modules', inbox_view: 'inbox', intake_view: 'inbox', page_view: 'pages', issue_views_view: 'views',
};

function projectIndex(ctx: PlaneContext<unknown>, project: Project): number {
  return ctx.world.projectsOf(ctx.workspace!).indexOf(project);
}

export function workspaceRoutes(server: PlaneServer) {
  return [
    planeRoute(server, 'createWorkspace', { permission: 'WorkspaceBase' }, async (ctx) => {
      const body = await readBody(ctx.request);
      if (body instanceof Response) return body;
      const name = typeof body.name === 'string' ? body.name : '';
      const slug = typeof body.slug === 'string' ? body.slug : '';
      if (!name || !slug) return planeError.error(400, 'Both name and slug are required');
      if (name.length > 80 || slug.length > 48) return planeError.error(400, 'The maximum length for name is 80 and for slug is 48');
      if (containsUrl(name)) return planeError.error(400, 'Name cannot contain a URL');
      if (RESTRICTED_WORKSPACE_SLUGS.has(slug)) return planeError.fields({ slug: ['Slug is not valid'] });
      if (!SLUG_CHARACTERS.test(slug)) return planeError.fields({ slug: ['Slug can only contain letters, numbers, hyphens (-), and underscores (_)'] });
      if (ctx.world.isSlugTaken(slug)) return planeError.fields({ slug: ['Workspace with this slug already exists.'] });
      const workspace = ctx.db.workspace.insert({ id: newId('ws'), slug, name, logo: null });
      const organizationSize = typeof body.organization_size === 'string' ? body.organization_size : '';
      ctx.world.x.createdWorkspaces.set(workspace.id, { owner: ctx.user!.id, organizationSize });
      return ok({ ...workspaceDetail(ctx.world, workspace), role: 20 }, 201);
    }),

    planeRoute(server, 'slugCheck', {}, ({ world, url }) => {
      const slug = url.searchParams.get('slug');
      if (!slug) return planeError.error(400, 'Workspace Slug is required');
      return ok({ status: !(world.isSlugTaken(slug) || RESTRICTED_WORKSPACE_SLUGS.has(slug)) });
    }),

    /** The caller's active memberships, each workspace with the caller's `role` (app/views/workspace/base.py:204 at 4ca6d6c7). */
    planeRoute(server, 'myWorkspaces', {}, ({ world, db, user }) =>
      ok(db.workspace.all().flatMap((workspace) => {
        const role = world.workspaceRole(workspace, user!.id);
        return role === null ? [] : [{ ...workspaceDetail(world, workspace), role }];
      }))),

    /** A ModelViewSet retrieve on the caller's own workspaces: anyone else's, or none, is DRF's 404. */
    planeRoute(server, 'workspace', { permission: 'WorkspaceBase' }, ({ world, workspace, role }) =>
      workspace && role !== null ? ok(workspaceDetail(world, workspace)) : planeError.noWorkspace()),

    planeRoute(server, 'updateWorkspace', { permission: 'WorkspaceBase', allow: { roles: ADMINS, level: 'WORKSPACE' } }, async (ctx) => {
      const body = await readBody(ctx.request);
      if (body instanceof Response) return body;
      const patch: { name?: string; logo?: string | null } = {};
      if ('name' in body) {
        if (typeof body.name !== 'string' || !body.name.trim()) return planeError.fields({ name: ['This field may not be blank.'] });
        if (body.name.length > 80) return planeError.fields({ name: ['Ensure this field has no more than 80 characters.'] });
        if (containsUrl(body.name)) return planeError.fields({ name: ['Name must not contain URLs'] });
        patch.name = body.name;
      }
      if ('logo' in body) {
        if (body.logo !== null && typeof body.logo !== 'string') return planeError.fields({ logo: ['Not a valid string.'] });
        patch.logo = body.logo as string | null;
      }
      const workspace = ctx.db.workspace.update(ctx.workspace!.id, patch)!;
      ctx.world.x.edits.set(workspace.id, { at: nowIso(), by: ctx.user!.id });
      return ok(workspaceDetail(ctx.world, workspace));
    }),

    /** 200 for anyone signed in: a non-member gets DRF's blank serializer (app/views/workspace/member.py:228-234). */
    planeRoute(server, 'memberMe', {}, ({ world, workspace, role, user }) =>
      ok(workspace && role !== null ? memberMe(world, workspace, user!, role) : memberMeBlank())),

    /** Every member row, inactive members included (none are inactive in the seed). */
    planeRoute(server, 'members', { allow: { roles: ANY_ROLE, level: 'WORKSPACE' } }, ({ world, workspace }) =>
      ok(world.members(workspace!).map(({ user, role }) => memberRow(world, workspace!, user, role)))),

    planeRoute(server, 'workspaceStates', { permission: 'WorkspaceEntity' }, ({ world, workspace }) => {
      const rows = world.projectsOf(workspace!).flatMap((project) => {
        const states = world.db.states.all().filter((s) => s.project_id === project.id);
        return states.map((state) => stateRow(world, workspace!, state, states));
      });
      return ok(rows);
    }),

    planeRoute(server, 'projects', { allow: { roles: ANY_ROLE, level: 'WORKSPACE' } }, ({ world, workspace, role }) =>
      ok(world.projectsOf(workspace!).map((project, i) => projectRow(world, workspace!, project, role, i)))),

    planeRoute(server, 'project', { allow: { roles: ANY_ROLE, level: 'WORKSPACE' } }, (ctx) => {
      if (!ctx.project) return planeError.error(404, 'Project does not exist');
      return ok(projectDetail(ctx.world, ctx.workspace!, ctx.project, ctx.role, projectIndex(ctx, ctx.project)));
    }),

    /** A workspace admin or the project's admin (app/views/project/base.py:309-331). */
    planeRoute(server, 'updateProject', {}, async (ctx) => {
      if (ctx.role !== 20) return planeError.notAllowed();
      if (!ctx.project) return planeError.objectMissing();
      const body = await readBody(ctx.request);
      if (body instanceof Response) return body;
      const patch: Partial<Project> = {};
      if ('name' in body) {
        if (typeof body.name !== 'string' || !body.name.trim()) return planeError.fields({ name: ['This field may not be blank.'] });
        const taken = ctx.world.projectsOf(ctx.workspace!).some((p) => p.id !== ctx.project!.id && p.name === body.name);
        if (taken) return planeError.fields({ name: ['PROJECT_NAME_ALREADY_EXIST'] });
        patch.name = body.name;
      }
      if ('cover_image' in body) {
        if (body.cover_image !== null && typeof body.cover_image !== 'string') return planeError.fields({ cover_image: ['Not a valid string.'] });
        patch.cover_image = body.cover_image as string | null;
      }
      const features = { ...ctx.project.features };
      for (const [field, feature] of Object.entries(FEATURE_FIELDS)) {
        if (!(field in body)) continue;
        if (typeof body[field] !== 'boolean') return planeError.fields({ [field]: ['Must be a valid boolean.'] });
        features[feature] = body[field] as boolean;
      }
      patch.features = features;
      // `cover_image_asset: null` unlinks an uploaded cover, as Plane's web removes one.
      if ('cover_image_asset' in body && body.cover_image_asset === null) ctx.world.x.coverAsset.delete(ctx.project.id);
      const project = ctx.db.projects.update(ctx.project.id, patch)!;
      ctx.world.x.edits.set(project.id, { at: nowIso(), by: ctx.user!.id });
      return ok(projectDetail(ctx.world, ctx.workspace!, project, ctx.role, projectIndex(ctx, project)));
    }),

    planeRoute(server, 'states', { allow: { roles: ANY_ROLE, level: 'PROJECT' } }, ({ world, workspace, project }) => {
      const states = world.db.states.all().filter((s) => s.project_id === project!.id);
      return ok(states.map((state) => stateRow(world, workspace!, state, states)));
    }),

    /** A workspace member outside the project (or naming an unknown one) gets an empty list, not a refusal. */
    planeRoute(server, 'labels', { permission: 'ProjectBase' }, ({ world, workspace, project }) => {
      const labels = project ? world.db.labels.all().filter((l) => l.project_id === project.id) : [];
      return ok(labels.map((label, i) => labelRow(world, workspace!, label, i)));
    }),
  ];
}
