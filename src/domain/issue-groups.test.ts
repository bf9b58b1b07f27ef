import { describe, expect, it } from 'vitest';
import { buildSeed } from '../../fixtures/seed';
import { STATE_GROUPS } from './entities';
import { groupByStateGroup } from './issue-groups';

describe('grouping issues by state group', () => {
  const issues = buildSeed().issues;
  const groups = groupByStateGroup(issues);

  it('follows the product order and drops empty groups', () => {
    expect(groups.map((g) => g.id)).toEqual(STATE_GROUPS.filter((id) => issues.some((i) => i.state__group === id)));
    expect(groupByStateGroup([])).toEqual([]);
  });

  it('keeps every issue once, in its own group, in the given order', () => {
    expect(groups.reduce((n, g) => n + g.issues.length, 0)).toBe(issues.length);
    for (const group of groups) {
      expect(group.issues.every((i) => i.state__group === group.id)).toBe(true);
      expect(group.issues).toEqual(issues.filter((i) => i.state__group === group.id));
    }
  });
});
