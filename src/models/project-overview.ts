import { createEffect, createEvent, createStore, sample } from 'effector';
import { cyclesModulesApi } from '../api/cycles-modules';
import { issuesApi } from '../api/issues';
import { unwrap } from '../api/result';
import type { CycleSummary, Issue, ModuleSummary } from '../domain/entities';
import { OVERVIEW_ISSUE_COUNT, recentlyUpdated } from '../domain/recent-issues';
import { createLoad, type Load } from './kit';
import type { ProjectRef } from '../domain/record-refs';

/** What one section of the overview shows: its rows, whether they are loading, why they failed, and a retry. */
function sectionOf<T>(load: Load<T[]>) {
  const retried = createEvent();
  sample({ clock: retried, target: load.fx });
  return { $items: load.$data, $loading: load.$loading, $loaded: load.$loaded, $error: load.$error, retried };
}

/**
 * A project's overview (issue 17 item 10): its cycles and modules with their progress, and its
 * issues, most recently updated first. Each list loads, fails and retries on its own, so one slow
 * or failing call leaves the others on screen.
 */
export function createProjectOverviewModel({ workspaceSlug, projectId }: ProjectRef) {
  const mounted = createEvent();
  const showAllIssues = createEvent();

  const cycles = createLoad<CycleSummary[]>({ initial: [], load: () => unwrap(cyclesModulesApi.cycles(workspaceSlug, projectId)) });
  const modules = createLoad<ModuleSummary[]>({ initial: [], load: () => unwrap(cyclesModulesApi.modules(workspaceSlug, projectId)) });
  const issues = createLoad<Issue[]>({
    initial: [],
    load: async () => recentlyUpdated(await unwrap(issuesApi.listProject(workspaceSlug, projectId))),
  });

  sample({ clock: mounted, target: [cycles.requested, modules.requested, issues.requested] });

  const $showingAll = createStore(false).on(showAllIssues, () => true);
  const $visibleIssues = sample({
    source: { all: issues.$data, showingAll: $showingAll },
    fn: ({ all, showingAll }) => (showingAll ? all : all.slice(0, OVERVIEW_ISSUE_COUNT)),
  });
  const $hiddenIssueCount = sample({ source: { all: issues.$data, visible: $visibleIssues }, fn: ({ all, visible }) => all.length - visible.length });

  /** The three lists ahead of the island (a pre-rendered page's first content, src/models/first-content.ts). */
  const preloadFx = createEffect(async () => {
    await Promise.all([cycles.preloadFx(), modules.preloadFx(), issues.preloadFx()]);
  });

  return {
    mounted, preloadFx,
    cycles: sectionOf(cycles),
    modules: sectionOf(modules),
    issues: { ...sectionOf(issues), $visible: $visibleIssues, $hiddenCount: $hiddenIssueCount, showAll: showAllIssues },
  };
}

export type ProjectOverviewModel = ReturnType<typeof createProjectOverviewModel>;
