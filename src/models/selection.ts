import { combine, createEvent, createStore, sample } from 'effector';
import {
  clearSelection, clickEntity, emptySelection, flattenGroups, groupSelectionState, moveActive, retainListed, toggleGroup,
  type ArrowDirection, type EntityGroup, type GroupSelectionState, type SelectionState,
} from '../domain/selection';

/**
 * Multi-select over grouped rows (the workspace issue tabs). The rules are the pure functions of
 * src/domain/selection.ts; this model only holds the state and names the user's gestures.
 */
export function createSelectionModel() {
  const groupsChanged = createEvent<EntityGroup[]>();
  const entityClicked = createEvent<{ id: string; shift: boolean }>();
  const arrowPressed = createEvent<{ direction: ArrowDirection; shift: boolean }>();
  const groupToggled = createEvent<string>();
  const cleared = createEvent();
  /** Escape and route changes both clear; named so the view and the tests say which one happened. */
  const escapePressed = createEvent();
  const routeChanged = createEvent();

  const $groups = createStore<EntityGroup[]>([]).on(groupsChanged, (_, groups) => groups);
  const $order = $groups.map(flattenGroups);
  const $state = createStore<SelectionState>(emptySelection);

  sample({
    clock: entityClicked,
    source: { state: $state, order: $order },
    fn: ({ state, order }, { id, shift }) => clickEntity(state, order, id, shift),
    target: $state,
  });
  sample({
    clock: arrowPressed,
    source: { state: $state, order: $order },
    fn: ({ state, order }, { direction, shift }) => moveActive(state, order, direction, shift),
    target: $state,
  });
  sample({
    clock: groupToggled,
    source: { state: $state, groups: $groups },
    fn: ({ state, groups }, groupId) => toggleGroup(state, groups.find((g) => g.id === groupId)?.entityIds ?? []),
    target: $state,
  });
  sample({ clock: [cleared, escapePressed, routeChanged], fn: clearSelection, target: $state });
  sample({ clock: $order, source: $state, fn: (state, order) => retainListed(state, order), target: $state });

  const $selectedSet = $state.map((state) => new Set(state.selected));
  const $count = $state.map((state) => state.selected.length);
  const $active = $state.map((state) => state.active);
  const $groupStates = combine(
    $state,
    $groups,
    (state, groups) =>
      Object.fromEntries(groups.map((g) => [g.id, groupSelectionState(state, g.entityIds)])) as Record<string, GroupSelectionState>,
  );

  return {
    groupsChanged, entityClicked, arrowPressed, groupToggled, cleared, escapePressed, routeChanged,
    $groups, $order, $state, $selectedSet, $count, $active, $groupStates,
  };
}

export type SelectionModel = ReturnType<typeof createSelectionModel>;
