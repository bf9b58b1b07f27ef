import { describe, expect, it } from 'vitest';
import { allSettled, fork } from 'effector';
import { createSelectionModel } from '../../../src/models/selection';

const groups = [
  { id: 'backlog', entityIds: ['a', 'b', 'c'] },
  { id: 'started', entityIds: ['d', 'e'] },
];

async function setup() {
  const model = createSelectionModel();
  const scope = fork();
  await allSettled(model.groupsChanged, { scope, params: groups });
  return { model, scope };
}

describe('selection model', () => {
  it('click, shift+click, group toggle and the derived stores', async () => {
    const { model, scope } = await setup();
    await allSettled(model.entityClicked, { scope, params: { id: 'b', shift: false } });
    await allSettled(model.entityClicked, { scope, params: { id: 'd', shift: true } });
    expect(scope.getState(model.$state).selected).toEqual(['b', 'c', 'd']);
    expect(scope.getState(model.$count)).toBe(3);
    expect(scope.getState(model.$groupStates)).toEqual({ backlog: 'partial', started: 'partial' });
    await allSettled(model.groupToggled, { scope, params: 'backlog' });
    expect(scope.getState(model.$groupStates)).toEqual({ backlog: 'empty', started: 'partial' });
    await allSettled(model.groupToggled, { scope, params: 'backlog' });
    expect(scope.getState(model.$groupStates).backlog).toBe('complete');
    expect(scope.getState(model.$selectedSet).has('a')).toBe(true);
  });

  it('arrows move the active row; Shift+arrows extend', async () => {
    const { model, scope } = await setup();
    await allSettled(model.arrowPressed, { scope, params: { direction: 'down', shift: false } });
    expect(scope.getState(model.$active)).toBe('a');
    await allSettled(model.arrowPressed, { scope, params: { direction: 'down', shift: true } });
    await allSettled(model.arrowPressed, { scope, params: { direction: 'down', shift: true } });
    expect(scope.getState(model.$state)).toEqual({ selected: ['b', 'c'], active: 'c' });
  });

  it.each(['escapePressed', 'routeChanged', 'cleared'] as const)('%s clears the selection', async (event) => {
    const { model, scope } = await setup();
    await allSettled(model.groupToggled, { scope, params: 'started' });
    await allSettled(model[event], { scope });
    expect(scope.getState(model.$state)).toEqual({ selected: [], active: null });
  });

  it('rows that leave the list leave the selection', async () => {
    const { model, scope } = await setup();
    await allSettled(model.groupToggled, { scope, params: 'started' });
    await allSettled(model.groupsChanged, { scope, params: [groups[0], { id: 'started', entityIds: ['e'] }] });
    expect(scope.getState(model.$state).selected).toEqual(['e']);
  });
});
