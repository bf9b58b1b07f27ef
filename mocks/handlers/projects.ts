import { badRequest, json, notFound, readJson, route } from '../runtime';
import type { MockDb } from '../db';

export function findProject(db: MockDb, projectId: string) {
  return db.projects.get(projectId);
}

/** Projects with their states and labels; PATCH sets the cover image. */
export const projectRoutes = [
  route('projects', ({ db }) => json(db.projects.all())),

  route('project', ({ db, params }) => {
    const project = findProject(db, params.projectId);
    return project ? json(project) : notFound('Project not found.');
  }),

  route('updateProject', async ({ db, params, request }) => {
    const project = findProject(db, params.projectId);
    if (!project) return notFound('Project not found.');
    const body = await readJson(request);
    if (!body) return badRequest('The request body must be a JSON object.');
    const patch: Record<string, unknown> = {};
    if ('cover_image' in body) {
      const cover = body.cover_image;
      if (cover !== null && (typeof cover !== 'string' || !/^(https?:\/\/|\/)/.test(cover))) {
        return badRequest({ cover_image: ['Enter a valid URL.'] });
      }
      patch.cover_image = cover;
    }
    if ('name' in body) {
      if (typeof body.name !== 'string' || !body.name.trim()) return badRequest({ name: ['This field may not be blank.'] });
      patch.name = body.name.trim();
    }
    if ('features' in body) {
      const features = body.features;
      const known = Object.keys(project.features);
      if (!features || typeof features !== 'object' || Array.isArray(features)
        || Object.entries(features).some(([key, on]) => !known.includes(key) || typeof on !== 'boolean')) {
        return badRequest({ features: ['Each feature must be one of the project\'s, set to true or false.'] });
      }
      patch.features = { ...project.features, ...features };
    }
    return json(db.projects.update(project.id, patch));
  }),

  route('states', ({ db, params }) =>
    json(db.states.all().filter((s) => s.project_id === params.projectId)),
  ),

  route('labels', ({ db, params }) =>
    json(db.labels.all().filter((l) => l.project_id === params.projectId)),
  ),
];
