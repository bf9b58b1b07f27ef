import { computeDistribution } from '../../src/domain/distribution';
import { json, notFound, route } from '../runtime';
import type { MockDb } from '../db';

function distributionOf(db: MockDb, projectId: string, issueIds: readonly string[]) {
  const issues = issueIds.map((id) => db.issues.get(id)).filter((i) => i !== undefined);
  return computeDistribution({
    issues,
    users: db.users.all(),
    labels: db.labels.all().filter((l) => l.project_id === projectId),
    states: db.states.all().filter((s) => s.project_id === projectId),
  });
}

/** Cycle and module distribution (SPEC section 3), computed from the current issues on every call. */
export const analyticsRoutes = [
  route('cycleDistribution', ({ db, params }) => {
    const cycle = db.cycles.get(params.cycleId);
    if (!cycle || cycle.project_id !== params.projectId) return notFound('Cycle not found.');
    return json(distributionOf(db, cycle.project_id, cycle.issue_ids));
  }, 'distribution'),

  route('moduleDistribution', ({ db, params }) => {
    const module = db.modules.get(params.moduleId);
    if (!module || module.project_id !== params.projectId) return notFound('Module not found.');
    return json(distributionOf(db, module.project_id, module.issue_ids));
  }, 'distribution'),
];
