import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { IssueLite } from '../../src/domain/entities';
import { issueKey } from '../../src/domain/issue-search';
import { CheckIcon, SearchIcon } from './icons';
import { cn } from './cn';

export const ISSUE_ROW_HEIGHT = 40;
const PAGE_STEP = 8;

export interface ListKeyOptions {
  count: number;
  activeIndex: number;
  onActiveIndexChange: (index: number) => void;
  onToggleActive: () => void;
  /** Space types a space in a search field, so only the list itself toggles with it. */
  spaceToggles: boolean;
}

/**
 * The picker's keys, shared by the list and the search field above it (a combobox that drives the
 * list): arrows, Home/End and PageUp/PageDown move the highlight; Enter (and Space in the list) toggles.
 */
export function handleListKey(event: KeyboardEvent, { count, activeIndex, onActiveIndexChange, onToggleActive, spaceToggles }: ListKeyOptions): void {
  if (count === 0) return;
  const move = (index: number) => {
    event.preventDefault();
    onActiveIndexChange(Math.max(0, Math.min(count - 1, index)));
  };
  switch (event.key) {
    case 'ArrowDown': return move(activeIndex < 0 ? 0 : activeIndex + 1);
    case 'ArrowUp': return move(activeIndex < 0 ? 0 : activeIndex - 1);
    case 'PageDown': return move(activeIndex + PAGE_STEP);
    case 'PageUp': return move(activeIndex - PAGE_STEP);
    case 'Home': if (spaceToggles) move(0); return;
    case 'End': if (spaceToggles) move(count - 1); return;
    case 'Enter':
      if (activeIndex >= 0) {
        event.preventDefault();
        onToggleActive();
      }
      return;
    case ' ':
      if (spaceToggles && activeIndex >= 0) {
        event.preventDefault();
        onToggleActive();
      }
      return;
    default:
  }
}

export const optionId = (listId: string, issueId: string) => `${listId}-option-${issueId}`;

export interface IssueListboxProps<Row extends IssueLite> {
  id: string;
  label: string;
  issues: readonly Row[];
  selected: ReadonlySet<string>;
  activeIndex: number;
  onActiveIndexChange: (index: number) => void;
  onToggle: (issue: Row) => void;
  /** Tallest the list grows before it scrolls, in px. */
  maxHeight?: number;
  className?: string;
}

/**
 * A virtualised multi-select listbox of issues: only the rows in view (plus a few) are in the DOM,
 * so 10,000 issues stay fast. Rows show a checkbox, the state colour, IDENT-SEQ and the name.
 */
export function IssueListbox<Row extends IssueLite>({ id, label, issues, selected, activeIndex, onActiveIndexChange, onToggle, maxHeight = 320, className }: IssueListboxProps<Row>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: issues.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ISSUE_ROW_HEIGHT,
    overscan: 6,
    initialRect: { width: 600, height: maxHeight },
  });

  // Keys scroll the highlight into view; the pointer never does, or rows would slide under it.
  const pointerIndex = useRef(-1);
  useEffect(() => {
    if (activeIndex === pointerIndex.current) return;
    if (activeIndex >= 0 && activeIndex < issues.length) virtualizer.scrollToIndex(activeIndex, { align: 'auto' });
  }, [activeIndex, issues.length, virtualizer]);
  const pointTo = (index: number) => {
    pointerIndex.current = index;
    onActiveIndexChange(index);
  };

  const active = issues[activeIndex];
  const height = Math.min(maxHeight, issues.length * ISSUE_ROW_HEIGHT);

  return (
    <div
      ref={scrollRef}
      id={id}
      role="listbox"
      aria-label={label}
      aria-multiselectable="true"
      aria-activedescendant={active ? optionId(id, active.id) : undefined}
      tabIndex={0}
      onKeyDown={(event) =>
        handleListKey(event, {
          count: issues.length,
          activeIndex,
          onActiveIndexChange,
          onToggleActive: () => active && onToggle(active),
          spaceToggles: true,
        })
      }
      onFocus={(event) => {
        // Tabbing in highlights the first row; a click's own row is highlighted by the click instead.
        if (activeIndex < 0 && issues.length > 0 && event.currentTarget.matches(':focus-visible')) onActiveIndexChange(0);
      }}
      style={{ height }}
      className={cn('relative overflow-y-auto rounded-md outline-none focus-visible:ring-2 focus-visible:ring-primary', className)}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((row) => {
          const issue = issues[row.index];
          const isSelected = selected.has(issue.id);
          const isActive = row.index === activeIndex;
          return (
            <div
              key={issue.id}
              id={optionId(id, issue.id)}
              role="option"
              aria-selected={isSelected}
              aria-setsize={issues.length}
              aria-posinset={row.index + 1}
              data-active={isActive || undefined}
              onClick={() => {
                pointTo(row.index);
                onToggle(issue);
              }}
              onMouseMove={() => !isActive && pointTo(row.index)}
              style={{ position: 'absolute', top: 0, left: 0, right: 0, height: row.size, transform: `translateY(${row.start}px)` }}
              className={cn(
                'flex cursor-pointer select-none items-center gap-2.5 rounded-md px-2 text-sm',
                isActive ? 'bg-surface-2' : 'hover:bg-surface-2',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'grid size-4 shrink-0 place-items-center rounded border',
                  isSelected ? 'border-primary bg-primary text-on-primary' : 'border-line bg-canvas',
                )}
              >
                {isSelected && <CheckIcon size={12} strokeWidth={3} />}
              </span>
              <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: issue.state__color }} />
              <span className="w-20 shrink-0 font-mono text-xs text-muted">{issueKey(issue)}</span>
              <span className="min-w-0 flex-1 truncate">{issue.name}</span>
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** Four 40 px placeholders while a search runs (REFERENCE 2.3). */
export function IssueListSkeleton({ label, rows = 4 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-1.5">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="h-10 animate-pulse rounded-md bg-surface-2" />
      ))}
    </div>
  );
}

export interface IssueSearchFieldProps {
  listId: string;
  label: string;
  placeholder: string;
  value: string;
  /** Whether the list is on screen (it is absent in loading and empty states). */
  expanded: boolean;
  onChange: (value: string) => void;
  /** The option the arrow keys highlight, announced while focus stays in the field. */
  activeOptionId?: string;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  inputRef?: React.Ref<HTMLInputElement>;
}

/** The search field above a picker: a combobox whose arrow keys drive the list below it. */
export function IssueSearchField({ listId, label, placeholder, value, expanded, onChange, activeOptionId, onKeyDown, inputRef }: IssueSearchFieldProps) {
  return (
    <div className="relative">
      <SearchIcon className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-muted" />
      <input
        ref={inputRef}
        type="text"
        role="combobox"
        aria-label={label}
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={expanded ? activeOptionId : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        className="h-10 w-full rounded-md border border-line bg-canvas pl-9 pr-3 text-sm text-fg placeholder:text-muted focus:outline-2 focus:outline-offset-0 focus:outline-primary"
      />
    </div>
  );
}
