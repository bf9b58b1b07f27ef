import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { ReactNode } from 'react';
import { completionPercent, type DistributionSummary } from '../../src/domain/distribution';
import { STATE_GROUPS, type StateGroup } from '../../src/domain/entities';
import { analyticsMessages, workspaceIssueMessages } from '../../src/domain/messages';
import { ANALYTICS_TABS, type AnalyticsFilter, type AnalyticsTab } from '../../src/domain/analytics';
import { Spinner } from '../ui/Spinner';
import { cn } from '../ui/cn';
import { EmptyStateView } from '../empty-state/EmptyStateView';
import type { EmptyStateEntry } from '../../src/domain/empty-states';
import { LoadError } from '../ui/LoadError';

export const STATE_GROUP_COLORS: Record<StateGroup, string> = {
  backlog: '#a3a3a3', unstarted: '#3a3a3a', started: '#f59e0b', completed: '#16a34a', cancelled: '#dc2626',
};

export interface AnalyticsTabsProps {
  distribution: DistributionSummary | null;
  tab: AnalyticsTab;
  onTabChange: (tab: AnalyticsTab) => void;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  filter?: AnalyticsFilter | null;
  /** Rows toggle a filter of the issue list, except on a completed cycle (REFERENCE 2.13). */
  onToggleFilter?: (filter: AnalyticsFilter) => void;
}

const tabLabel: Record<AnalyticsTab, string> = {
  Assignees: analyticsMessages.tabs.assignees, Labels: analyticsMessages.tabs.labels, States: analyticsMessages.tabs.states,
};

interface RowProps {
  marker: ReactNode;
  name: string;
  completed: number;
  total: number;
  /** For state groups: the share of all issues, not completion. */
  shareOf?: number;
  selected: boolean;
  onToggle?: () => void;
}

function Row({ marker, name, completed, total, shareOf, selected, onToggle }: RowProps) {
  const percent = shareOf === undefined ? completionPercent(completed, total) : completionPercent(total, shareOf);
  const content = (
    <>
      <span className="flex min-w-0 flex-1 items-center gap-2">
        {marker}
        <span className="truncate">{name}</span>
      </span>
      <span className="hidden h-1.5 w-12 shrink-0 overflow-hidden rounded-full bg-surface-2 sm:block" aria-hidden="true">
        <span className="block h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
      </span>
      <span className="w-[5.5rem] shrink-0 whitespace-nowrap text-right tabular-nums text-muted">
        <span className="font-medium text-fg">{percent}%</span> {analyticsMessages.ofTotal(shareOf === undefined ? total : shareOf)}
      </span>
    </>
  );
  const rowClass = cn('flex w-full items-center gap-3 rounded-md px-2 py-1.5 text-left text-sm', selected && 'bg-primary-soft');
  return (
    <li>
      {onToggle ? (
        <button
          type="button"
          aria-pressed={selected}
          title={analyticsMessages.filterBy(name)}
          onClick={onToggle}
          className={cn(rowClass, 'hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-primary')}
        >
          {content}
        </button>
      ) : (
        <div className={rowClass}>{content}</div>
      )}
      {shareOf === undefined && <span className="sr-only">{analyticsMessages.completedOf(completed, total)}</span>}
    </li>
  );
}

function Avatar({ name }: { name: string }) {
  return (
    <span className="grid size-5 shrink-0 place-items-center rounded-full bg-primary-soft text-[10px] font-semibold text-primary" aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}

const Dot = ({ color }: { color: string }) => <span className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: color }} aria-hidden="true" />;

/** One row of a tab: what it shows and the filter of the issue list it toggles. */
interface TabRow extends Pick<RowProps, 'marker' | 'name' | 'completed' | 'total' | 'shareOf'> {
  key: string;
  filter: AnalyticsFilter;
  /** A state group with no issues filters nothing. */
  filters: boolean;
}

interface TabContent {
  empty: (d: DistributionSummary) => boolean;
  emptyEntry: Pick<EmptyStateEntry, 'title' | 'illustration'>;
  rows: (d: DistributionSummary) => TabRow[];
}

const labelMarker = (id: string | null, color: string | null) =>
  id === null ? (
    <span className="size-2.5 shrink-0 rounded-full border border-muted" aria-hidden="true" />
  ) : (
    <Dot color={color && /^#[0-9a-f]{3,8}$/i.test(color) ? color : '#000000'} />
  );

const TAB_CONTENT: Record<AnalyticsTab, TabContent> = {
  Assignees: {
    empty: (d) => d.assignees.length === 0,
    emptyEntry: { title: analyticsMessages.noAssigneesYet, illustration: 'members' },
    rows: (d) =>
      d.assignees.map((row) => {
        const name = row.assignee_id === null ? analyticsMessages.noAssignee : (row.display_name ?? analyticsMessages.unknownMember);
        const marker = <Avatar name={row.assignee_id === null ? '–' : name} />;
        const filter: AnalyticsFilter = { kind: 'assignee', id: row.assignee_id, name };
        return { key: row.assignee_id ?? 'none', marker, name, completed: row.completed_issues, total: row.total_issues, filter, filters: true };
      }),
  },
  Labels: {
    empty: (d) => d.labels.length === 0,
    emptyEntry: { title: analyticsMessages.noLabelsYet, illustration: 'labels' },
    rows: (d) =>
      d.labels.map((row) => {
        const name = row.label_id === null || !row.label_name ? analyticsMessages.noLabels : row.label_name;
        const filter: AnalyticsFilter = { kind: 'label', id: row.label_id, name };
        const marker = labelMarker(row.label_id, row.color);
        return { key: row.label_id ?? 'none', marker, name, completed: row.completed_issues, total: row.total_issues, filter, filters: true };
      }),
  },
  States: {
    empty: (d) => d.total_issues === 0,
    emptyEntry: { title: analyticsMessages.noIssuesYet, illustration: 'issues' },
    rows: (d) =>
      STATE_GROUPS.map((group) => {
        const name = workspaceIssueMessages.stateGroups[group];
        const count = d.state_groups[group];
        const completed = group === 'completed' ? count : 0;
        const filter: AnalyticsFilter = { kind: 'state', id: group, name };
        return { key: group, marker: <Dot color={STATE_GROUP_COLORS[group]} />, name, completed, total: count, shareOf: d.total_issues, filter, filters: count > 0 };
      }),
  },
};

/** Assignees, Labels, States (Headless UI tabs): completed of total per row, with bars. */
export function AnalyticsTabs({ distribution, tab, onTabChange, loading = false, error = null, onRetry, filter = null, onToggleFilter }: AnalyticsTabsProps) {
  const isSelected = (kind: AnalyticsFilter['kind'], id: string | null) => filter !== null && filter.kind === kind && filter.id === id;
  const toggle = (next: AnalyticsFilter) => (onToggleFilter ? () => onToggleFilter(next) : undefined);

  const body = (content: (d: DistributionSummary) => ReactNode) => {
    if (error) {
      return (
        <LoadError message={error} retryLabel={analyticsMessages.retry} onRetry={onRetry} />
      );
    }
    if (!distribution || (loading && !distribution)) {
      return (
        <p role="status" className="flex items-center gap-2 p-3 text-sm text-muted">
          <Spinner className="size-4" /> {analyticsMessages.loading}
        </p>
      );
    }
    return content(distribution);
  };

  return (
    <TabGroup selectedIndex={ANALYTICS_TABS.indexOf(tab)} onChange={(index) => onTabChange(ANALYTICS_TABS[index])} className="flex flex-col gap-2">
      <TabList aria-label={analyticsMessages.tabsLabel} className="flex gap-1 rounded-lg bg-surface-2 p-1">
        {ANALYTICS_TABS.map((name) => (
          <Tab
            key={name}
            className="flex-1 rounded-md px-3 py-1.5 text-sm font-medium text-muted outline-none data-focus:outline-2 data-focus:outline-primary data-hover:text-fg data-selected:bg-surface data-selected:text-fg data-selected:shadow-sm"
          >
            {tabLabel[name]}
          </Tab>
        ))}
      </TabList>
      <TabPanels>
        {ANALYTICS_TABS.map((name) => {
          const { empty, emptyEntry, rows } = TAB_CONTENT[name];
          return (
            <TabPanel key={name}>
              {body((d) =>
                empty(d) ? (
                  <EmptyStateView role="guest" entry={{ ...emptyEntry, layout: 'simple' }} headingLevel={3} />
                ) : (
                  <ul className="flex flex-col">
                    {rows(d).map(({ key, filter: rowFilter, filters, ...row }) => (
                      <Row
                        key={key}
                        {...row}
                        selected={isSelected(rowFilter.kind, rowFilter.id)}
                        onToggle={filters ? toggle(rowFilter) : undefined}
                      />
                    ))}
                  </ul>
                ),
              )}
            </TabPanel>
          );
        })}
      </TabPanels>
    </TabGroup>
  );
}
