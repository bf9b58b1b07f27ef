import { describe, expect, it } from 'vitest';
import { parseAnalyticsTab, sameAnalyticsFilter } from './analytics';

describe('analytics tab names', () => {
  it.each([
    ['Assignees', 'Assignees'], ['Labels', 'Labels'], ['States', 'States'], ['labels', 'Assignees'], ['', 'Assignees'], [null, 'Assignees'],
  ] as const)('%j -> %s', (stored, tab) => expect(parseAnalyticsTab(stored)).toBe(tab));
});

describe('sameAnalyticsFilter', () => {
  it('compares kind and id, never names', () => {
    expect(sameAnalyticsFilter({ kind: 'label', id: null, name: 'a' }, { kind: 'label', id: null, name: 'b' })).toBe(true);
    expect(sameAnalyticsFilter({ kind: 'label', id: null, name: '' }, { kind: 'assignee', id: null, name: '' })).toBe(false);
    expect(sameAnalyticsFilter(null, null)).toBe(false);
  });
});
