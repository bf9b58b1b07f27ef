import { describe, expect, it } from 'vitest';
import { allSettled } from 'effector';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { createProjectFeaturesModel } from '../../../src/models/project-features';
import { $role } from '../../../src/models/session';
import { projectFeatureMessages as t } from '../../../src/domain/messages';
import type { RoleName } from '../../../src/domain/roles';
import type { ProjectFeatures } from '../../../src/domain/entities';
import { forkRecordingToasts } from '../../helpers/toast-scope';

const REF = { workspaceSlug: 'acme', projectId: 'project-0001' };
const project = async () => (await (await fetch('/api/workspaces/acme/projects/project-0001/')).json()) as { features: ProjectFeatures };

async function setup(role: RoleName) {
  const { features } = await project();
  const model = createProjectFeaturesModel(REF, features);
  const { scope, toasts } = forkRecordingToasts([[$role, role]]);
  return { model, scope, toasts, features };
}

describe('project feature switches (SPEC section 6: an Admin enables disabled features)', () => {
  it.each<[RoleName, boolean]>([['admin', true], ['member', false], ['viewer', false], ['guest', false]])(
    '%s may switch: %s',
    async (role, allowed) => {
      const ctx = await setup(role);
      const before = ctx.features.cycles;
      await allSettled(ctx.model.toggled, { scope: ctx.scope, params: 'cycles' });
      expect(ctx.scope.getState(ctx.model.$features).cycles).toBe(allowed ? !before : before);
      expect((await project()).features.cycles).toBe(allowed ? !before : before);
      expect(ctx.toasts).toEqual(allowed ? [{ type: 'success', message: (before ? t.disabled : t.enabled)(t.names.cycles) }] : []);
    },
  );

  it('a refused change leaves the switch as the server has it, with the server\'s reason', async () => {
    server.use(http.patch('*/api/workspaces/acme/projects/project-0001/', () => HttpResponse.json({ detail: 'Project is archived.' }, { status: 409 })));
    const ctx = await setup('admin');
    await allSettled(ctx.model.toggled, { scope: ctx.scope, params: 'modules' });
    expect(ctx.scope.getState(ctx.model.$features)).toEqual(ctx.features);
    expect(ctx.scope.getState(ctx.model.$saving)).toBeNull();
    expect(ctx.toasts).toEqual([{ type: 'error', message: 'Project is archived.' }]);
  });

  it('the mock refuses a feature it does not know, or a value that is not a boolean', async () => {
    for (const features of [{ roadmap: true }, { cycles: 'yes' }, ['cycles']]) {
      const answer = await fetch('/api/workspaces/acme/projects/project-0001/', { method: 'PATCH', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ features }) });
      expect(answer.status).toBe(400);
    }
  });
});
