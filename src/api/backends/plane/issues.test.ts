import { describe, expect, it } from 'vitest';
import { deletedCount, issueFromPlane, PLANE_SEARCH_LIMIT, searchPageFromPlane, searchRowFromPlane, workspaceTabQuery } from './issues';
import type { PlaneIssueRow, PlaneState } from './shapes';

const state = (id: string, project_id: string, name: string): PlaneState => ({ id, project_id, name, color: `#${id}${id}${id}`, group: 'started' });
const states = [state('aa', 'p1', 'Doing'), state('bb', 'p2', 'Doing'), state('cc', 'p1', 'Done')];
const row: PlaneIssueRow = {
  id: 'i1', name: 'Fix', state_id: 'cc', sequence_id: 7, project_id: 'p1', state__group: 'completed', priority: null,
  assignee_ids: [], label_ids: [], module_ids: [], cycle_id: null, created_by: null, start_date: null, target_date: null,
  created_at: '2026-05-18T10:41:02Z', updated_at: '2026-05-18T10:41:02Z',
};

describe('a list row completed from the project and its states', () => {
  it.each<[string, PlaneIssueRow, object]>([
    ['identifier, state name and colour filled', row, { project__identifier: 'NWW', state__name: 'Done', state__color: '#cccccc', state__group: 'completed', priority: 'none', created_by: '' }],
    ['a state the page does not know: empty name and colour, its group kept', { ...row, state_id: 'zz' }, { state__name: '', state__color: '', state__group: 'completed' }],
    ['no group from Plane: the state’s', { ...row, state__group: null, state_id: 'aa' }, { state__group: 'started' }],
    ['a project not loaded: no identifier', { ...row, project_id: 'p9' }, { project__identifier: '' }],
  ])('%s', (_what, input, expected) => {
    expect(issueFromPlane(input, { projects: [{ id: 'p1', identifier: 'NWW' }], states })).toMatchObject(expected);
  });
});

describe('search rows: the state id found by name in the row’s project', () => {
  const search = { id: 'i1', name: 'x', sequence_id: 1, project_id: 'p2', project__identifier: 'NWM', state__name: 'Doing', state__color: '#000' };
  it.each<[string, object, string]>([
    ['same name in two projects: the row’s project decides', search, 'bb'],
    ['no such state (renamed meanwhile)', { ...search, state__name: 'Gone' }, ''],
  ])('%s', (_what, input, stateId) => {
    expect(searchRowFromPlane(input as typeof search, states).state_id).toBe(stateId);
  });
});

describe('a search answer as a page: Plane answers at most 100 rows and no total', () => {
  it.each<[string, number, { total_count: number; cut: boolean }]>([
    ['fewer than the limit: all there is', 3, { total_count: 3, cut: false }],
    ['none', 0, { total_count: 0, cut: false }],
    ['exactly the limit: there may be more', PLANE_SEARCH_LIMIT, { total_count: PLANE_SEARCH_LIMIT, cut: true }],
  ])('%s', (_what, count, { total_count, cut }) => {
    const page = searchPageFromPlane(Array.from({ length: count }, (_, i) => i));
    expect(page.results).toHaveLength(count);
    expect(page.total_count).toBe(total_count);
    expect(page.next_cursor !== null).toBe(cut);
  });
});

describe('bulk delete’s message', () => {
  it.each<[string, number, number]>([
    ['2 issues were deleted', 3, 2],
    ['0 issues were deleted', 3, 0],
    ['Issues deleted', 3, 3],
  ])('%j for %i asked is %i', (message, asked, count) => {
    expect(deletedCount(message, asked)).toBe(count);
  });
});

describe('workspace tabs as Plane’s filters', () => {
  it.each<[string, object]>([
    ['assigned', { assignees: 'me-1' }],
    ['created', { created_by: 'me-1' }],
    ['subscribed', { subscriber: 'me-1' }],
    ['all-issues', {}],
  ])('%s', (tab, query) => {
    expect(workspaceTabQuery(tab as never, 'me-1')).toEqual(query);
  });
});
