import type { Label, Project, ProjectFeatures, ProjectPatch, State } from '../../../domain/entities';
import { arrayOf } from '../../guards';
import { assetUrl, carried, mapAnswer, plane, type PlaneCalls } from './client';
import { workspaceContext } from './context';
import { keep, keys } from './lookups';
import { isPlaneLabel, isPlaneProject, isPlaneProjectRow, isPlaneState, type PlaneLabel, type PlaneProject, type PlaneProjectRow, type PlaneState } from './shapes';

/** Plane's flat switches, as the spec's `features`. */
export function featuresFromPlane(project: PlaneProjectRow): ProjectFeatures {
  return {
    cycles: project.cycle_view,
    modules: project.module_view,
    inbox: project.inbox_view,
    pages: project.page_view,
    views: project.issue_views_view,
  };
}

/** A `projects/` row has no cover and no estimate. */
export function projectRowFromPlane(project: PlaneProjectRow): Project {
  return { id: project.id, identifier: project.identifier, name: project.name, cover_image: null, features: featuresFromPlane(project), estimates_enabled: false };
}

/** The detail's cover is `cover_image_url` (`cover_image` is "" once an asset is the cover). */
export function projectFromPlane(project: PlaneProject): Project {
  return {
    ...projectRowFromPlane(project),
    cover_image: assetUrl(project.cover_image_url) ?? assetUrl(project.cover_image),
    estimates_enabled: project.estimate !== null,
  };
}

/** Plane serves an uploaded cover at `/api/assets/v2/static/{id}/`. */
const isStaticAsset = (url: string) => /\/api\/assets\/v2\/static\/[^/]+\/?$/.test(url);

/**
 * The cover: an uploaded one is already the project's (the upload's last step linked it: nothing
 * to write); a picked picture shows only once the asset is unlinked; removing clears all three
 * fields, as Plane's web does. A name goes as it is. `null`: only a read is needed.
 */
/** The spec's feature names as Plane's project fields (the serializer at 4ca6d6c7 still takes `inbox_view`). */
const PLANE_FEATURE_FIELDS: Record<keyof ProjectFeatures, string> = {
  cycles: 'cycle_view', modules: 'module_view', inbox: 'inbox_view', pages: 'page_view', views: 'issue_views_view',
};

export function projectPatchToPlane(patch: ProjectPatch): Record<string, unknown> | null {
  const body: Record<string, unknown> = {};
  if (patch.name !== undefined) body.name = patch.name;
  for (const [feature, on] of Object.entries(patch.features ?? {}) as Array<[keyof ProjectFeatures, boolean | undefined]>) {
    if (on !== undefined && feature in PLANE_FEATURE_FIELDS) body[PLANE_FEATURE_FIELDS[feature]] = on;
  }
  if ('cover_image' in patch) {
    const cover = patch.cover_image;
    if (!cover) Object.assign(body, { cover_image: null, cover_image_url: null, cover_image_asset: null });
    else if (!isStaticAsset(cover)) Object.assign(body, { cover_image: cover, cover_image_asset: null });
  }
  return Object.keys(body).length ? body : null;
}

export const stateFromPlane = ({ id, project_id, name, color, group }: PlaneState): State => ({ id, project_id, name, color, group });
export const labelFromPlane = ({ id, project_id, name, color }: PlaneLabel): Label => ({ id, project_id, name, color });

export const projectCalls: PlaneCalls = {
  projects: {
    uses: ['projects'],
    does: 'Flat switches (`cycle_view`…) as `features`; the list has no cover or estimate.',
    run: ({ slug }, options) => {
      workspaceContext.set(slug);
      return mapAnswer(
        plane('projects', { slug }, { guard: arrayOf(isPlaneProjectRow), ...carried(options) }).then((r) => keep(keys.workspaceProjects(slug), r)),
        (rows) => rows.map(projectRowFromPlane),
      );
    },
  },

  project: {
    uses: ['project'],
    does: '`features` from the flat switches, `cover_image` from `cover_image_url`, `estimates_enabled` from `estimate`; kept for the issue lists.',
    run: ({ slug, projectId }, options) => {
      workspaceContext.set(slug);
      return mapAnswer(
        plane('project', { slug, projectId }, { guard: isPlaneProject, ...carried(options) }).then((r) => keep(keys.project(slug, projectId), r)),
        projectFromPlane,
      );
    },
  },

  updateProject: {
    uses: ['updateProject', 'project'],
    does: 'A picked cover is sent with `cover_image_asset: null`; removing clears all three cover fields; an uploaded cover is already linked (the project is read); `features` become the flat switches (`cycle_view`…).',
    run: ({ slug, projectId }, options) => {
      const body = projectPatchToPlane((options.json ?? {}) as ProjectPatch);
      const answer = body
        ? plane('updateProject', { slug, projectId }, { json: body, guard: isPlaneProject, ...carried(options) })
        : plane('project', { slug, projectId }, { guard: isPlaneProject, ...carried(options) });
      return mapAnswer(answer.then((r) => keep(keys.project(slug, projectId), r)), projectFromPlane);
    },
  },

  states: {
    uses: ['states'],
    does: 'As it is (never `grouped=true`); kept for the issue lists.',
    run: ({ slug, projectId }, options) =>
      mapAnswer(
        plane('states', { slug, projectId }, { guard: arrayOf(isPlaneState), ...carried(options) }).then((r) => keep(keys.states(slug, projectId), r)),
        (states) => states.map(stateFromPlane),
      ),
  },

  labels: {
    uses: ['labels'],
    does: 'Another path: `issue-labels/`.',
    run: ({ slug, projectId }, options) =>
      mapAnswer(plane('labels', { slug, projectId }, { guard: arrayOf(isPlaneLabel), ...carried(options) }), (labels) => labels.map(labelFromPlane)),
  },
};
