import { createEffect, createEvent, createStore, sample } from 'effector';
import { coreApi } from '../api/core';
import { labelsApi } from '../api/activities';
import { unwrap } from '../api/result';
import type { ActivityContext } from '../domain/activity/activity-sentence';
import type { Label, Project } from '../domain/entities';

/**
 * What the activity wording needs besides the activity: who "You" is, which projects have estimates
 * and the label colours. Loaded once per page; a failure only costs "You" and the label colours.
 */
export const activityContextRequested = createEvent<string>();

export const loadActivityContextFx = createEffect(async (slug: string) => {
  const [me, projects] = await Promise.all([coreApi.me(), coreApi.projects(slug)]);
  const projectList: Project[] = projects.ok ? projects.data : [];
  const labelLists = await Promise.all(projectList.map((p) => labelsApi.list(slug, p.id)));
  const labels: Label[] = labelLists.flatMap((r) => (r.ok ? r.data : []));
  if (!me.ok && !projects.ok) await unwrap(Promise.resolve(me));
  return { currentUserId: me.ok ? me.data.id : null, projects: projectList, labels };
});

const $data = createStore<{ currentUserId: string | null; projects: Project[]; labels: Label[] }>({
  currentUserId: null,
  projects: [],
  labels: [],
}).on(loadActivityContextFx.doneData, (_, data) => data);

const $requested = createStore(false).on(loadActivityContextFx, () => true);

sample({ clock: activityContextRequested, source: $requested, filter: (requested) => !requested, fn: (_, slug) => slug, target: loadActivityContextFx });

export const $activityContextReady = createStore(false).on(loadActivityContextFx.finally, () => true);

/** Everything but `showIssue`, which each feed sets. */
export const $activityContext = $data.map((data): Omit<ActivityContext, 'showIssue'> => {
  const estimates = new Map(data.projects.map((p) => [p.id, Boolean(p.estimates_enabled)]));
  const colors = new Map(data.labels.map((l) => [l.id, l.color]));
  return {
    currentUserId: data.currentUserId,
    estimatesEnabled: (projectId) => estimates.get(projectId) ?? false,
    labelColor: (labelId) => colors.get(labelId),
  };
});
