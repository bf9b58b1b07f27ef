/**
 * Multi-select of grouped entities (SPEC section 4, REFERENCE 2.12), as pure functions over an
 * immutable state. Groups are flattened in order; `selected` keeps the order of selection, so its
 * last id is "the last selected entity" that a Shift+click ranges from.
 */

export interface SelectionState {
  /** Selected ids, oldest first. */
  readonly selected: readonly string[];
  /** The row that arrow keys move from; null until a click or an arrow key. */
  readonly active: string | null;
}

export interface EntityGroup {
  readonly id: string;
  readonly entityIds: readonly string[];
}

export type GroupSelectionState = 'empty' | 'partial' | 'complete';
export type ArrowDirection = 'up' | 'down';

export const emptySelection: SelectionState = { selected: [], active: null };

export function flattenGroups(groups: readonly EntityGroup[]): string[] {
  return groups.flatMap((group) => group.entityIds);
}

export function lastSelected(state: SelectionState): string | null {
  return state.selected.length ? state.selected[state.selected.length - 1] : null;
}

export function isSelected(state: SelectionState, id: string): boolean {
  return state.selected.includes(id);
}

/** Toggles each id in turn: selected ones leave, others join at the end (most recent). */
function toggleMany(selected: readonly string[], ids: readonly string[]): string[] {
  const current = new Set(selected);
  const added: string[] = [];
  for (const id of ids) {
    if (current.has(id)) current.delete(id);
    else {
      current.add(id);
      added.push(id);
    }
  }
  const addedSet = new Set(added);
  return [...selected.filter((id) => current.has(id) && !addedSet.has(id)), ...added];
}

export function toggleEntity(state: SelectionState, id: string): SelectionState {
  return { selected: toggleMany(state.selected, [id]), active: id };
}

/**
 * A click toggles the entity and makes it active. With Shift and an earlier selection, every
 * entity between the last selected and the clicked one is toggled: after the last selected up to
 * and including the clicked one, or from the clicked one up to but excluding the last selected.
 */
export function clickEntity(state: SelectionState, order: readonly string[], id: string, shift: boolean): SelectionState {
  const clicked = order.indexOf(id);
  if (clicked === -1) return state;
  const anchor = lastSelected(state);
  const anchorIndex = anchor === null ? -1 : order.indexOf(anchor);
  if (!shift || anchorIndex === -1 || anchorIndex === clicked) return toggleEntity(state, id);
  const range = anchorIndex < clicked ? order.slice(anchorIndex + 1, clicked + 1) : order.slice(clicked, anchorIndex);
  return { selected: toggleMany(state.selected, range), active: id };
}

/**
 * Arrow keys move the active entity (no wrap); with no active entity either arrow activates the
 * first. With Shift the entity moved onto is toggled as well.
 */
export function moveActive(state: SelectionState, order: readonly string[], direction: ArrowDirection, shift: boolean): SelectionState {
  if (order.length === 0) return state;
  const index = state.active === null ? -1 : order.indexOf(state.active);
  let next: number;
  if (index === -1) next = 0;
  else next = direction === 'down' ? index + 1 : index - 1;
  if (next < 0 || next >= order.length) return state;
  const target = order[next];
  return shift ? toggleEntity(state, target) : { ...state, active: target };
}

export function groupSelectionState(state: SelectionState, entityIds: readonly string[]): GroupSelectionState {
  if (entityIds.length === 0) return 'empty';
  const selected = new Set(state.selected);
  let count = 0;
  for (const id of entityIds) if (selected.has(id)) count += 1;
  if (count === 0) return 'empty';
  return count === entityIds.length ? 'complete' : 'partial';
}

/** An empty group's checkbox adds all its entities; a partial or complete one removes them all. */
export function toggleGroup(state: SelectionState, entityIds: readonly string[]): SelectionState {
  if (groupSelectionState(state, entityIds) === 'empty') {
    return { ...state, selected: [...state.selected, ...entityIds] };
  }
  const remove = new Set(entityIds);
  return { ...state, selected: state.selected.filter((id) => !remove.has(id)) };
}

export function clearSelection(): SelectionState {
  return emptySelection;
}

/** After the list changes (deleted issues, another tab), forget ids that are no longer listed. */
export function retainListed(state: SelectionState, order: readonly string[]): SelectionState {
  const listed = new Set(order);
  const selected = state.selected.filter((id) => listed.has(id));
  const active = state.active !== null && listed.has(state.active) ? state.active : null;
  return selected.length === state.selected.length && active === state.active ? state : { selected, active };
}

export interface ScrollBox {
  /** Where the row sits inside the scrolled content, in px. */
  rowTop: number;
  rowHeight: number;
  /** The container's scrollTop and visible height. */
  scrollTop: number;
  viewHeight: number;
  /** Keep the active row at least this far from either edge (the entity scroll margin). */
  margin: number;
}

/**
 * How far to scroll so the active row stays `margin` px inside the container's edges. The margin
 * shrinks when the container is too small to honour it on both sides. Returns 0 when the row is fine.
 */
export function scrollDeltaForRow({ rowTop, rowHeight, scrollTop, viewHeight, margin }: ScrollBox): number {
  const usable = Math.max(0, Math.min(margin, (viewHeight - rowHeight) / 2));
  const top = scrollTop + usable;
  const bottom = scrollTop + viewHeight - usable;
  if (rowTop < top) return rowTop - top;
  if (rowTop + rowHeight > bottom) return rowTop + rowHeight - bottom;
  return 0;
}
