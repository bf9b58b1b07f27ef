import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { activitySentence, type ActivityContext, type ActivitySentence } from '../../src/domain/activity/activity-sentence';
import { ACTIVITY_GROUPS, type ActivityGroupKey } from '../../src/domain/activity/activity-groups';
import type { Activity } from '../../src/domain/entities';
import { activityMessages } from '../../src/domain/messages';
import { Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import { EmptyStateView } from '../empty-state/EmptyStateView';
import { ActivityEntry } from './ActivityEntry';
import { SelectOptions } from '../ui/SelectField';
import { useDocumentTop } from '../ui/use-document-top';
import { cn } from '../ui/cn';

const GROUP_OPTIONS = ACTIVITY_GROUPS.map((g) => ({ value: g.key, label: g.label }));

export interface ActivityFeedViewProps {
  items: Activity[];
  context: ActivityContext;
  total: number;
  group: ActivityGroupKey;
  loading: boolean;
  loadingMore: boolean;
  error: string | null;
  hasMore: boolean;
  onGroupChange: (group: ActivityGroupKey) => void;
  onMore: () => void;
  onRetry: () => void;
  heading?: string;
  /**
   * While the first page loads, the feed holds a screen's height, so what comes after it on the page
   * starts below the fold and does not move when the entries come (a feed above another).
   */
  holdScreenWhileLoading?: boolean;
}

/**
 * Sentences per context, then per activity object: the feed appends pages and keeps the entries it
 * has, so each entry's sentence (links through sanitizeHref, dates formatted) is derived once, not
 * again for every loaded entry each time a page arrives. A new context (names, states) starts over.
 */
const sentences = new WeakMap<ActivityContext, WeakMap<Activity, ActivitySentence | null>>();

function sentenceFor(activity: Activity, context: ActivityContext): ActivitySentence | null {
  let byActivity = sentences.get(context);
  if (!byActivity) {
    byActivity = new WeakMap();
    sentences.set(context, byActivity);
  }
  let sentence = byActivity.get(activity);
  if (sentence === undefined) {
    sentence = activitySentence(activity, context);
    byActivity.set(activity, sentence);
  }
  return sentence;
}

/** Ask for the next page this many entries before the end, so scrolling rarely waits. */
const PREFETCH_ROWS = 15;

/**
 * Entries drawn in the page's flow before the list has measured anything: by the build, on a
 * pre-rendered page (there is no window to virtualise against), and in the island's first render,
 * which must look the same. The virtualised list then starts from their measured heights, so
 * nothing moves as it takes over (before the next paint).
 */
const FLOW_ROWS = 12;

/**
 * The feed: a field-group filter, then a virtualised list (role="feed", one article per entry) that
 * loads the next page as it nears the end. The window scrolls it, as the page it sits in (no box
 * scrolling inside the scrolling page); only the entries in view are in the DOM, so 5,000 entries
 * scroll like 50.
 */
export function ActivityFeedView({
  items, context, total, group, loading, loadingMore, error, hasMore, onGroupChange, onMore, onRetry,
  heading = activityMessages.heading, holdScreenWhileLoading = false,
}: ActivityFeedViewProps) {
  const headingId = useId();
  const filterId = useId();
  const [list, setList] = useState<HTMLDivElement | null>(null);
  const scrollMargin = useDocumentTop(list);
  const rows = useMemo(
    () => items.map((activity) => ({ activity, sentence: sentenceFor(activity, context) })).filter((r) => r.sentence !== null),
    [items, context],
  );

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => 76,
    overscan: 8,
    scrollMargin,
    getItemKey: (index) => rows[index].activity.id,
  });
  const virtualItems = virtualizer.getVirtualItems();
  const lastVisible = virtualItems.at(-1)?.index ?? -1;

  const [inFlow, setInFlow] = useState(true);
  // One list for both layouts, keyed by entry: when the virtualised list takes over, the entries in
  // the flow keep their elements (only their position changes), rather than being drawn again.
  const shown = inFlow
    ? rows.slice(0, FLOW_ROWS).map((row, index) => ({ index, key: row.activity.id, start: 0 }))
    : virtualItems.map((item) => ({ index: item.index, key: item.key, start: item.start }));
  const flowEntries = useRef<Array<HTMLElement | null>>([]);
  useLayoutEffect(() => {
    if (!inFlow || !list || rows.length === 0) return;
    flowEntries.current.forEach((entry, index) => {
      if (entry) virtualizer.resizeItem(index, entry.getBoundingClientRect().height);
    });
    setInFlow(false);
  }, [inFlow, list, rows.length, virtualizer]);

  useEffect(() => {
    if (hasMore && !loadingMore && !error && rows.length > 0 && lastVisible >= rows.length - PREFETCH_ROWS) onMore();
  }, [hasMore, loadingMore, error, lastVisible, rows.length, onMore]);

  const shownCount = Math.max(total, rows.length);
  const showing = useMemo(() => activityMessages.showing(rows.length, shownCount), [rows.length, shownCount]);
  const showEmpty = !loading && !error && rows.length === 0;

  return (
    <section aria-labelledby={headingId} className={cn('flex flex-col gap-3', holdScreenWhileLoading && loading && rows.length === 0 && 'min-h-svh')}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold">
          {heading}
        </h2>
        <div className="flex items-center gap-2 text-sm">
          <label htmlFor={filterId} className="text-muted">
            {activityMessages.filterLabel}
          </label>
          <select
            id={filterId}
            value={group}
            onChange={(event) => onGroupChange(event.target.value as ActivityGroupKey)}
            className="h-8 rounded-md border border-line bg-canvas px-2 text-fg"
          >
            <SelectOptions options={GROUP_OPTIONS} />
          </select>
        </div>
      </div>

      {loading && rows.length === 0 ? (
        <div className="flex items-center gap-2 rounded-md border border-line p-4 text-sm text-muted" role="status">
          <Spinner className="size-4" /> {activityMessages.loading}
        </div>
      ) : error && rows.length === 0 ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md border border-danger bg-danger-soft p-3 text-sm">
          <span>{error}</span>
          <Button size="sm" onClick={onRetry}>
            {activityMessages.retry}
          </Button>
        </div>
      ) : showEmpty ? (
        <div className="rounded-md border border-line">
          <EmptyStateView
            role="guest"
            size="card"
            headingLevel={3}
            entry={{
              title: group === 'all' ? activityMessages.emptyTitle : activityMessages.emptyFiltered,
              description: group === 'all' ? activityMessages.emptyDescription : undefined,
              layout: 'simple',
              illustration: 'notifications',
            }}
          />
        </div>
      ) : (
        <>
          <div className="rounded-md border border-line bg-surface px-3">
            <div ref={setList} role="feed" aria-busy={loadingMore || loading} aria-labelledby={headingId} className="relative w-full" style={inFlow ? undefined : { height: virtualizer.getTotalSize() }}>
              {shown.map(({ index, key, start }) => (
                <article
                  key={key}
                  data-index={index}
                  ref={inFlow ? (entry) => { flowEntries.current[index] = entry; } : virtualizer.measureElement}
                  aria-posinset={index + 1}
                  aria-setsize={total || -1}
                  className={cn('w-full border-b border-line last:border-b-0', !inFlow && 'absolute left-0 top-0')}
                  style={inFlow ? undefined : { transform: `translateY(${start - scrollMargin}px)` }}
                >
                  <ActivityEntry sentence={rows[index].sentence!} createdAt={rows[index].activity.created_at} />
                </article>
              ))}
            </div>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted">
            <span aria-live="polite">{showing}</span>
            {error ? (
              <span role="alert" className="flex items-center gap-2 text-danger">
                {error}
                <Button size="sm" onClick={onRetry}>
                  {activityMessages.retry}
                </Button>
              </span>
            ) : hasMore ? (
              <Button size="sm" onClick={onMore} loading={loadingMore}>
                {loadingMore ? activityMessages.loadingMore : activityMessages.loadMore}
              </Button>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
