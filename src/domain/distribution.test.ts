import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { completionPercent, computeDistribution, type DistributionIssue } from './distribution';
import { buildSeed } from '../../fixtures/seed';

const states = [
  { id: 's-todo', group: 'unstarted' as const },
  { id: 's-doing', group: 'started' as const },
  { id: 's-done', group: 'completed' as const },
  { id: 's-cancel', group: 'cancelled' as const },
];
const users = [
  { id: 'u-ada', display_name: 'ada', avatar: null },
  { id: 'u-grace', display_name: 'grace', avatar: null },
];
const labels = [
  { id: 'l-bug', name: 'bug', color: '#ef4444' },
  { id: 'l-docs', name: 'docs', color: '#10b981' },
];
const issue = (state_id: string, assignee_ids: string[] = [], label_ids: string[] = []): DistributionIssue => ({ state_id, assignee_ids, label_ids });

describe('completionPercent', () => {
  it.each([
    [0, 0, 0], [0, 4, 0], [1, 3, 33], [2, 3, 67], [1, 2, 50], [5, 5, 100],
  ])('%i of %i -> %i%%', (completed, total, expected) => expect(completionPercent(completed, total)).toBe(expected));
});

describe('computeDistribution', () => {
  const result = computeDistribution({
    users, labels, states,
    issues: [
      issue('s-done', ['u-ada'], ['l-bug']),
      issue('s-doing', ['u-ada', 'u-grace'], ['l-bug', 'l-docs']),
      issue('s-todo', [], []),
      issue('s-done', [], ['l-gone']),
      issue('s-cancel', ['u-grace', 'u-grace'], ['l-docs']),
    ],
  });

  it('counts completed and total per assignee; an issue with two assignees counts for both; no assignee last', () => {
    expect(result.assignees).toEqual([
      { assignee_id: 'u-ada', display_name: 'ada', avatar: null, completed_issues: 1, total_issues: 2 },
      { assignee_id: 'u-grace', display_name: 'grace', avatar: null, completed_issues: 0, total_issues: 2 },
      { assignee_id: null, display_name: null, avatar: null, completed_issues: 1, total_issues: 2 },
    ]);
  });

  it('counts per label; unknown label ids count as no labels', () => {
    expect(result.labels).toEqual([
      { label_id: 'l-bug', label_name: 'bug', color: '#ef4444', completed_issues: 1, total_issues: 2 },
      { label_id: 'l-docs', label_name: 'docs', color: '#10b981', completed_issues: 0, total_issues: 2 },
      { label_id: null, label_name: null, color: null, completed_issues: 1, total_issues: 2 },
    ]);
  });

  it('groups issues by state group; cancelled is not completed', () => {
    expect(result.state_groups).toEqual({ backlog: 0, unstarted: 1, started: 1, completed: 2, cancelled: 1 });
    expect(result.total_issues).toBe(5);
    expect(result.completed_issues).toBe(2);
  });

  it('is empty for no issues, with every state group at zero', () => {
    expect(computeDistribution({ users, labels, states, issues: [] })).toEqual({
      assignees: [], labels: [], total_issues: 0, completed_issues: 0,
      state_groups: { backlog: 0, unstarted: 0, started: 0, completed: 0, cancelled: 0 },
    });
  });

  it('falls back to the issue state group when the state is unknown', () => {
    const r = computeDistribution({ users, labels, states, issues: [{ state_id: 'x', state__group: 'completed', assignee_ids: [], label_ids: [] }] });
    expect(r.state_groups.completed).toBe(1);
  });

  it('matches the seed cycle: rows add up to the cycle issues', () => {
    const seed = buildSeed();
    const cycle = seed.cycles[0];
    const issues = seed.issues.filter((i) => cycle.issue_ids.includes(i.id));
    const r = computeDistribution({ issues, users: seed.users, labels: seed.labels, states: seed.states });
    expect(Object.values(r.state_groups).reduce((a, b) => a + b, 0)).toBe(issues.length);
    expect(r.completed_issues).toBe(issues.filter((i) => i.state__group === 'completed').length);
  });
});

describe('property: tallies are consistent', () => {
  const arbIssue = fc.record({
    state_id: fc.constantFrom('s-todo', 's-doing', 's-done', 's-cancel'),
    assignee_ids: fc.array(fc.constantFrom('u-ada', 'u-grace', 'u-ghost'), { maxLength: 3 }),
    label_ids: fc.array(fc.constantFrom('l-bug', 'l-docs', 'l-gone'), { maxLength: 3 }),
  });
  it('completed never exceeds total, and every issue appears in at least one assignee and one label row', () => {
    fc.assert(
      fc.property(fc.array(arbIssue, { maxLength: 40 }), (issues) => {
        const r = computeDistribution({ users, labels, states, issues });
        for (const row of [...r.assignees, ...r.labels]) {
          expect(row.completed_issues).toBeLessThanOrEqual(row.total_issues);
          expect(row.total_issues).toBeGreaterThan(0);
        }
        expect(r.assignees.reduce((n, row) => n + row.total_issues, 0)).toBeGreaterThanOrEqual(issues.length);
        expect(r.labels.reduce((n, row) => n + row.total_issues, 0)).toBeGreaterThanOrEqual(issues.length);
        expect(Object.values(r.state_groups).reduce((a, b) => a + b, 0)).toBe(issues.length);
      }),
    );
  });
});
