import type { Issue, Label, State } from '../domain/entities';
import { arrayOf, isNothing, isNumber, isString, shape } from './guards';
import { send } from './send';
import { LARGE_BODY_TIMEOUT_MS } from './http';

export const isIssue = shape<Pick<Issue, 'id' | 'name' | 'sequence_id' | 'project_id' | 'state_id'>>({
  id: isString, name: isString, sequence_id: isNumber, project_id: isString, state_id: isString,
}) as (value: unknown) => value is Issue;

const isState = shape<Pick<State, 'id' | 'name' | 'color'>>({ id: isString, name: isString, color: isString }) as (
  value: unknown,
) => value is State;
const isLabel = shape<Pick<Label, 'id' | 'name' | 'color'>>({ id: isString, name: isString, color: isString }) as (
  value: unknown,
) => value is Label;

/** One issue: read, update (name, description) and delete; its project's states and labels. */
export const issueDetailApi = {
  get: (slug: string, projectId: string, issueId: string) => send('issue', { slug, projectId, issueId }, { guard: isIssue }),
  update: (slug: string, projectId: string, issueId: string, patch: Partial<Pick<Issue, 'name' | 'description_html'>>) =>
    send('updateIssue', { slug, projectId, issueId }, { json: patch, guard: isIssue, ...(patch.description_html === undefined ? {} : { timeoutMs: LARGE_BODY_TIMEOUT_MS }) }),
  remove: (slug: string, projectId: string, issueId: string) =>
    send('deleteIssue', { slug, projectId, issueId }, { guard: isNothing, expectEmpty: true }),
  states: (slug: string, projectId: string) => send('states', { slug, projectId }, { guard: arrayOf(isState) }),
  labels: (slug: string, projectId: string) => send('labels', { slug, projectId }, { guard: arrayOf(isLabel) }),
};
