import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { Issue, StateGroup } from '../../src/domain/entities';
import { ENTITY_SCROLL_MARGIN_PX } from '../../src/domain/constants';
import { issueKey } from '../../src/domain/issue-search';
import { formatCount, workspaceIssueMessages } from '../../src/domain/messages';
import { scrollDeltaForRow, type ArrowDirection, type GroupSelectionState } from '../../src/domain/selection';
import type { IssueGroup } from '../../src/domain/issue-groups';
import { useDocumentTop } from '../ui/use-document-top';
import { IssueRow } from '../ui/IssueRow';

const ROW_HEIGHT = 40;
const GROUP_HEIGHT = 44;

type Row = { kind: 'group'; group: IssueGroup } | { kind: 'issue'; issue: Issue; groupId: StateGroup };

export interface GroupedIssueListProps {
  workspaceSlug: string;
  groups: readonly IssueGroup[];
  selected: ReadonlySet<string>;
  active: string | null;
  groupStates: Record<string, GroupSelectionState>;
  onEntityClick: (id: string, shift: boolean) => void;
  onArrow: (direction: ArrowDirection, shift: boolean) => void;
  onGroupToggle: (groupId: string) => void;
}

function GroupCheckbox({ state, label, onToggle }: { state: GroupSelectionState; label: string; onToggle: () => void }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'partial';
  }, [state]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={label}
      checked={state === 'complete'}
      onChange={onToggle}
      className="size-4 shrink-0 accent-[var(--c-primary)]"
    />
  );
}

/**
 * Issues grouped by state group, virtualised, with multi-select (REFERENCE 2.12): click toggles,
 * Shift+click ranges, arrows move the active row (Shift extends), group checkboxes are tri-state.
 * Moving with the keyboard keeps the active row 200 px inside the list's edges; clicks never scroll.
 */
export function GroupedIssueList({
  workspaceSlug, groups, selected, active, groupStates, onEntityClick, onArrow, onGroupToggle,
}: GroupedIssueListProps) {
  const [list, setList] = useState<HTMLDivElement | null>(null);
  const scrollMargin = useDocumentTop(list);
  const movedByKeyboard = useRef(false);
  const rows = useMemo<Row[]>(
    () => groups.flatMap((group) => [{ kind: 'group' as const, group }, ...group.issues.map((issue) => ({ kind: 'issue' as const, issue, groupId: group.id }))]),
    [groups],
  );
  const rowIndex = useMemo(() => new Map(rows.map((row, i) => [row.kind === 'issue' ? row.issue.id : `group:${row.group.id}`, i])), [rows]);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (i) => (rows[i].kind === 'group' ? GROUP_HEIGHT : ROW_HEIGHT),
    overscan: 8,
    scrollMargin,
  });

  useEffect(() => {
    if (!movedByKeyboard.current || active === null) return;
    movedByKeyboard.current = false;
    const index = rowIndex.get(active);
    if (index === undefined || !list) return;
    // The window scrolls the list: the margin is kept inside the viewport.
    const row = virtualizer.measurementsCache[index] ?? { start: scrollMargin + index * ROW_HEIGHT, size: ROW_HEIGHT };
    const delta = scrollDeltaForRow({ rowTop: row.start, rowHeight: row.size, scrollTop: window.scrollY, viewHeight: window.innerHeight, margin: ENTITY_SCROLL_MARGIN_PX });
    if (delta !== 0) window.scrollBy({ top: delta, behavior: 'instant' });
    // The row may only render after the scroll, so focus it on the next frame.
    requestAnimationFrame(() => list.querySelector<HTMLInputElement>(`[data-entity-id="${CSS.escape(active)}"] input`)?.focus({ preventScroll: true }));
  }, [active, rowIndex, virtualizer, list, scrollMargin]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      movedByKeyboard.current = true;
      onArrow(event.key === 'ArrowDown' ? 'down' : 'up', event.shiftKey);
    } else if (event.key === 'Enter' && active !== null && (event.target as HTMLElement).tagName === 'INPUT') {
      event.preventDefault();
      onEntityClick(active, false);
    }
  };

  const onRowMouseDown = (event: MouseEvent) => {
    // Shift+click selects rows, not text.
    if (event.shiftKey) event.preventDefault();
  };

  return (
    <div
      role="group"
      aria-label={workspaceIssueMessages.listLabel}
      onKeyDown={onKeyDown}
      className="rounded-lg border border-line bg-surface"
    >
      <div ref={setList} style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          const style = { position: 'absolute' as const, top: 0, left: 0, right: 0, height: item.size, transform: `translateY(${item.start - scrollMargin}px)` };
          if (row.kind === 'group') {
            const label = workspaceIssueMessages.stateGroups[row.group.id];
            return (
              <div key={`g-${row.group.id}`} style={style} className="flex items-center gap-3 border-b border-line bg-surface-2 px-3">
                <GroupCheckbox state={groupStates[row.group.id] ?? 'empty'} label={workspaceIssueMessages.selectGroup(label)} onToggle={() => onGroupToggle(row.group.id)} />
                <h3 className="text-sm font-semibold">{label}</h3>
                <span className="text-xs text-muted">{formatCount(row.group.issues.length)}</span>
              </div>
            );
          }
          const { issue } = row;
          const isActive = active === issue.id;
          return (
            <IssueRow
              key={issue.id}
              workspaceSlug={workspaceSlug}
              issue={issue}
              selected={selected.has(issue.id)}
              active={isActive}
              linkTabIndex={isActive ? 0 : -1}
              style={style}
              data-entity-id={issue.id}
              data-entity-group-id={row.groupId}
              data-active={isActive || undefined}
              onMouseDown={onRowMouseDown}
              onClick={(event) => onEntityClick(issue.id, event.shiftKey)}
              className="cursor-pointer"
              leading={
                <input
                  type="checkbox"
                  aria-label={workspaceIssueMessages.selectIssue(issueKey(issue), issue.name)}
                  checked={selected.has(issue.id)}
                  readOnly
                  tabIndex={isActive || (active === null && item.index === 1) ? 0 : -1}
                  onClick={(event) => {
                    event.stopPropagation();
                    onEntityClick(issue.id, event.shiftKey);
                  }}
                  className="size-4 shrink-0 accent-[var(--c-primary)]"
                />
              }
            />
          );
        })}
      </div>
    </div>
  );
}
