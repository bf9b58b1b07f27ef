import { describe, expect, it } from 'vitest';
import {
  clearSelection, clickEntity, emptySelection, flattenGroups, groupSelectionState, lastSelected, moveActive,
  retainListed, scrollDeltaForRow, toggleEntity, toggleGroup, type ArrowDirection, type GroupSelectionState,
  type SelectionState,
} from './selection';

const groups = [
  { id: 'backlog', entityIds: ['a', 'b', 'c'] },
  { id: 'started', entityIds: ['d', 'e'] },
  { id: 'empty', entityIds: [] },
  { id: 'done', entityIds: ['f', 'g', 'h'] },
];
const order = flattenGroups(groups);
const state = (selected: string[], active: string | null = selected.at(-1) ?? null): SelectionState => ({ selected, active });

describe('flattening keeps group order', () => {
  it('a..h', () => expect(order).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']));
});

describe('click toggles and makes the entity active', () => {
  it.each<[string[], string, string[]]>([
    [[], 'a', ['a']],
    [['a'], 'a', []],
    [['a', 'c'], 'b', ['a', 'c', 'b']],
    [['a', 'c'], 'a', ['c']],
  ])('selected %j, click %s -> %j', (before, id, after) => {
    const next = clickEntity(state(before), order, id, false);
    expect(next.selected).toEqual(after);
    expect(next.active).toBe(id);
  });

  it('an id not in the list changes nothing', () => {
    const s = state(['a']);
    expect(clickEntity(s, order, 'zzz', false)).toBe(s);
  });
});

describe('Shift+click toggles the range from the last selected entity', () => {
  it.each<[string, string[], string, string[], string | null]>([
    // last selected before the clicked one: after it, up to and including the clicked one
    ['forward from a', ['a'], 'd', ['a', 'b', 'c', 'd'], 'd'],
    ['forward crosses groups', ['b'], 'g', ['b', 'c', 'd', 'e', 'f', 'g'], 'g'],
    // last selected after the clicked one: from the clicked one up to, not including, the last selected
    ['backward from e', ['e'], 'b', ['e', 'b', 'c', 'd'], 'd'],
    // toggling deselects rows already selected
    ['forward through selected rows', ['c', 'a'], 'd', ['a', 'b', 'd'], 'd'],
    ['backward through selected rows', ['c', 'f'], 'b', ['f', 'b', 'd', 'e'], 'e'],
    // the anchor is the most recently added, not the first
    ['anchor is the latest', ['h', 'a'], 'c', ['h', 'a', 'b', 'c'], 'c'],
    // nothing selected: a plain toggle
    ['no anchor', [], 'c', ['c'], 'c'],
    // clicking the anchor itself: a plain toggle
    ['anchor itself', ['b', 'c'], 'c', ['b'], 'b'],
  ])('%s', (_name, before, clicked, after, newLast) => {
    const next = clickEntity(state(before), order, clicked, true);
    expect(next.selected).toEqual(after);
    expect(lastSelected(next)).toBe(newLast);
    expect(next.active).toBe(clicked);
  });

  it('an anchor that left the list falls back to a plain toggle', () => {
    const next = clickEntity(state(['gone']), order, 'b', true);
    expect(next.selected).toEqual(['gone', 'b']);
  });
});

describe('arrow keys', () => {
  it.each<[string | null, ArrowDirection, string | null]>([
    [null, 'down', 'a'],
    [null, 'up', 'a'],
    ['a', 'down', 'b'],
    ['c', 'down', 'd'],
    ['d', 'up', 'c'],
    ['a', 'up', 'a'],
    ['h', 'down', 'h'],
    ['missing', 'down', 'a'],
  ])('active %s, %s -> %s, selection unchanged', (active, direction, expected) => {
    const before = state(['e'], active);
    const next = moveActive(before, order, direction, false);
    expect(next.active).toBe(expected);
    expect(next.selected).toEqual(['e']);
  });

  it.each<[string[], string | null, ArrowDirection, string[], string | null]>([
    [[], 'a', 'down', ['b'], 'b'],
    [['a'], 'a', 'down', ['a', 'b'], 'b'],
    [['a', 'b'], 'b', 'up', ['b'], 'a'],
    [['c'], 'c', 'down', ['c', 'd'], 'd'],
    [[], null, 'down', ['a'], 'a'],
    [['h'], 'h', 'down', ['h'], 'h'],
  ])('Shift: selected %j active %s %s -> %j', (before, active, direction, after, newActive) => {
    const next = moveActive(state(before, active), order, direction, true);
    expect(next.selected).toEqual(after);
    expect(next.active).toBe(newActive);
  });

  it('no entities: nothing happens', () => {
    expect(moveActive(emptySelection, [], 'down', false)).toBe(emptySelection);
  });
});

describe('group checkbox state', () => {
  it.each<[string[], string, GroupSelectionState]>([
    [[], 'backlog', 'empty'],
    [['a'], 'backlog', 'partial'],
    [['a', 'b'], 'backlog', 'partial'],
    [['c', 'a', 'b'], 'backlog', 'complete'],
    [['d', 'e'], 'backlog', 'empty'],
    [['a', 'b', 'c'], 'empty', 'empty'],
    [['d', 'e', 'x'], 'started', 'complete'],
  ])('selected %j, group %s -> %s', (selected, groupId, expected) => {
    const group = groups.find((g) => g.id === groupId)!;
    expect(groupSelectionState(state(selected), group.entityIds)).toBe(expected);
  });

  it.each<[string[], string, string[]]>([
    [[], 'backlog', ['a', 'b', 'c']],
    [['e'], 'backlog', ['e', 'a', 'b', 'c']],
    [['a', 'e'], 'backlog', ['e']],
    [['a', 'b', 'c', 'e'], 'backlog', ['e']],
    [['a'], 'empty', ['a']],
  ])('toggling group: selected %j, group %s -> %j', (selected, groupId, expected) => {
    const group = groups.find((g) => g.id === groupId)!;
    expect(toggleGroup(state(selected), group.entityIds).selected).toEqual(expected);
  });
});

describe('clearing and pruning', () => {
  it('clear empties the selection and the active row', () => {
    expect(clearSelection()).toEqual({ selected: [], active: null });
  });

  it.each<[string[], string | null, string[], string[], string | null]>([
    [['a', 'b'], 'b', ['a', 'c'], ['a'], null],
    [['a'], 'a', ['a'], ['a'], 'a'],
    [[], null, [], [], null],
  ])('selected %j active %s, listed %j -> %j / %s', (selected, active, listed, after, newActive) => {
    const next = retainListed(state(selected, active), listed);
    expect(next.selected).toEqual(after);
    expect(next.active).toBe(newActive);
  });

  it('unchanged state is returned as is', () => {
    const s = state(['a']);
    expect(retainListed(s, order)).toBe(s);
  });

  it('toggleEntity', () => expect(toggleEntity(state(['a']), 'a')).toEqual({ selected: [], active: 'a' }));
});

describe('scrolling the active row with the 200 px margin', () => {
  const view = { rowHeight: 40, viewHeight: 800, margin: 200 };
  it.each<[number, number, number]>([
    // rowTop, scrollTop, delta
    [400, 0, 0],
    [200, 0, 0],
    [199, 0, -1],
    [560, 0, 0],
    [561, 0, 1],
    [1000, 0, 440],
    [300, 400, -300],
    [0, 0, -200],
  ])('row at %i, scrolled %i -> %i', (rowTop, scrollTop, delta) => {
    expect(scrollDeltaForRow({ ...view, rowTop, scrollTop })).toBe(delta);
  });

  it('a container smaller than two margins keeps the row within the middle band', () => {
    expect(scrollDeltaForRow({ rowTop: 0, rowHeight: 40, scrollTop: 100, viewHeight: 240, margin: 200 })).toBe(-200);
    expect(scrollDeltaForRow({ rowTop: 100, rowHeight: 40, scrollTop: 0, viewHeight: 240, margin: 200 })).toBe(0);
    expect(scrollDeltaForRow({ rowTop: 300, rowHeight: 40, scrollTop: 0, viewHeight: 240, margin: 200 })).toBe(200);
  });
});
