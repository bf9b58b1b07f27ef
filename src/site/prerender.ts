import type { Cycle, Issue, Module, Project, User, Workspace } from '../domain/entities';
import { EDITOR_DEMO_ID } from '../domain/sample-document';
import { buildSeed } from '../../fixtures/seed';

/**
 * What the static build pre-renders pages for: the demo workspace's records, read at build time.
 * Pages take them from here rather than from the fixtures, so the data behind the pre-rendered
 * pages is chosen in one place (today the mock's seed, which the mocked site then serves).
 */
export interface PrerenderedWorkspace {
  workspace: Workspace;
  users: User[];
  currentUserId: string;
  projects: Project[];
  cycles: Cycle[];
  modules: Module[];
  issues: Issue[];
}

let workspace: PrerenderedWorkspace | null = null;

export function prerenderedWorkspace(): PrerenderedWorkspace {
  workspace ??= buildSeed();
  return workspace;
}

/** The document the editor demo saves and the viewer demo shows. */
export const DEMO_DOCUMENT_ID = EDITOR_DEMO_ID;
