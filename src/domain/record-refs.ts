/**
 * A project's records as the calls and the models name them: the workspace's slug and the
 * project's id, then the record's kind and its id.
 */
export interface ProjectRef {
  workspaceSlug: string;
  projectId: string;
}

export type IssueRef = ProjectRef & { kind: 'issue'; issueId: string };
export type CycleRef = ProjectRef & { kind: 'cycle'; cycleId: string };
export type ModuleRef = ProjectRef & { kind: 'module'; moduleId: string };
