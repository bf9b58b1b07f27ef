import { createEffect, createEvent, createStore, sample } from 'effector';
import { coreApi } from '../api/core';
import { unwrap } from '../api/result';
import type { ProjectFeatures } from '../domain/entities';
import { projectFeatureMessages as t } from '../domain/messages';
import { canManageFeatures } from '../domain/roles';
import { $role } from './session';
import { toastFailure, toastOn } from './kit';

export type FeatureKey = keyof ProjectFeatures;

interface Switch {
  key: FeatureKey;
  on: boolean;
}

/**
 * A project's feature switches (SPEC section 6): an Admin turns them on or off, one at a time; the
 * switch shows what the server saved, so a refused change leaves it as it was, with the reason.
 */
export function createProjectFeaturesModel(ref: { workspaceSlug: string; projectId: string }, initial: ProjectFeatures) {
  const toggled = createEvent<FeatureKey>();
  const $features = createStore<ProjectFeatures>(initial);
  const $saving = createStore<FeatureKey | null>(null);
  const $canManage = $role.map(canManageFeatures);

  const saveFx = createEffect(({ key, on }: Switch) =>
    unwrap(coreApi.updateProject(ref.workspaceSlug, ref.projectId, { features: { [key]: on } })));

  sample({
    clock: toggled,
    source: { features: $features, saving: $saving, canManage: $canManage },
    filter: ({ saving, canManage }) => canManage && saving === null,
    fn: ({ features }, key): Switch => ({ key, on: !features[key] }),
    target: saveFx,
  });
  $saving.on(saveFx, (_, { key }) => key).reset(saveFx.finally);
  $features.on(saveFx.doneData, (_, project) => project.features);

  toastOn(saveFx.done, 'success', ({ params }: { params: Switch }) => (params.on ? t.enabled : t.disabled)(t.names[params.key]));
  toastFailure(saveFx.failData);

  return { $features, $saving, $canManage, toggled };
}

export type ProjectFeaturesModel = ReturnType<typeof createProjectFeaturesModel>;
