import { createEffect, createEvent, createStore, sample } from 'effector';
import { activitiesApi, type ActivitySource } from '../api/activities';
import { errorText, unwrap } from '../api/result';
import type { ActivityGroupKey } from '../domain/activity/activity-groups';
import type { Activity } from '../domain/entities';
import { genericError } from '../domain/messages';

export const ACTIVITY_FEED_PAGE_SIZE = 50;

interface PageRequest {
  group: ActivityGroupKey;
  cursor: string | null;
  /** Which load this page belongs to: a filter change starts a new generation, so late pages are dropped. */
  generation: number;
}

/**
 * One activity feed (workspace, profile or issue): pages loaded with the server's cursor, a field
 * group filter, and the states a person sees (loading, error with retry, empty, more to load).
 */
export function createActivityFeedModel(source: ActivitySource, perPage = ACTIVITY_FEED_PAGE_SIZE) {
  const mounted = createEvent();
  const groupChanged = createEvent<ActivityGroupKey>();
  const moreRequested = createEvent();
  const retried = createEvent();

  const fetchPageFx = createEffect(async (req: PageRequest) => {
    const page = await unwrap(activitiesApi.page(source, { group: req.group, cursor: req.cursor, perPage }));
    return { req, page };
  });

  const $group = createStore<ActivityGroupKey>('all').on(groupChanged, (_, group) => group);
  const $items = createStore<Activity[]>([]);
  const $nextCursor = createStore<string | null>(null);
  const $total = createStore(0);
  const $error = createStore<string | null>(null);
  /** The first page of the current filter has arrived. */
  const $loaded = createStore(false);
  const $loading = createStore(false);
  const $loadingMore = createStore(false);

  // Retry repeats what failed: the first page when nothing is shown, else the next page.
  const retryFirst = sample({ clock: retried, source: $items, filter: (items) => items.length === 0 });
  const retryMore = sample({ clock: retried, source: $items, filter: (items) => items.length > 0 });

  const $generation = createStore(0).on(groupChanged, (n) => n + 1).on(retryFirst, (n) => n + 1);

  /**
   * The first page loaded before the feed's island mounted (a pre-rendered page's first content,
   * src/models/first-content.ts): the island's `mounted` then keeps it rather than asking again.
   */
  const preloadFx = createEffect(async () => {
    await fetchPageFx({ group: 'all', cursor: null, generation: 0 });
  });
  const $kept = createStore(false).on(preloadFx.done, () => true);
  const mountedAsked = sample({ clock: mounted, source: $kept, fn: (kept) => kept });
  $kept.on(mountedAsked, () => false);

  const startFirstPage = sample({
    clock: [mountedAsked.filter({ fn: (kept) => !kept }), groupChanged, retryFirst],
    source: { group: $group, generation: $generation },
    fn: ({ group, generation }): PageRequest => ({ group, generation, cursor: null }),
  });
  sample({ clock: startFirstPage, target: fetchPageFx });
  $items.on(startFirstPage, () => []);
  $loaded.on(startFirstPage, () => false);
  $loading.on(startFirstPage, () => true);

  const pageState = { group: $group, generation: $generation, cursor: $nextCursor, loadingMore: $loadingMore, loading: $loading, error: $error };
  // Scrolling near the end asks for more often; after a failure only Retry asks again.
  sample({
    clock: moreRequested,
    source: pageState,
    filter: ({ cursor, loadingMore, loading, error }) => cursor !== null && !loadingMore && !loading && error === null,
    fn: ({ group, generation, cursor }): PageRequest => ({ group, generation, cursor }),
    target: fetchPageFx,
  });
  sample({
    clock: retryMore,
    source: pageState,
    filter: ({ cursor, loadingMore, loading }) => cursor !== null && !loadingMore && !loading,
    fn: ({ group, generation, cursor }): PageRequest => ({ group, generation, cursor }),
    target: fetchPageFx,
  });
  $error.on(fetchPageFx, () => null);
  $loadingMore.on(fetchPageFx, (_, req) => req.cursor !== null);

  const current = sample({
    clock: fetchPageFx.doneData,
    source: $generation,
    filter: (generation, { req }) => req.generation === generation,
    fn: (_, result) => result,
  });
  $items.on(current, (items, { req, page }) => {
    if (req.cursor === null) return page.results;
    // A page can overlap the previous one if activities arrived in between; keep each id once.
    const seen = new Set(items.map((a) => a.id));
    return [...items, ...page.results.filter((a) => !seen.has(a.id))];
  });
  $nextCursor.on(current, (_, { page }) => page.next_cursor);
  $total.on(current, (_, { page }) => page.total_count);
  $loaded.on(current, () => true);
  $loading.on(current, () => false);
  $loadingMore.on(current, () => false);

  const failed = sample({
    clock: fetchPageFx.fail,
    source: $generation,
    filter: (generation, { params }) => params.generation === generation,
    fn: (_, { error }) => errorText(error, genericError),
  });
  $error.on(failed, (_, message) => message);
  $loading.on(failed, () => false);
  $loadingMore.on(failed, () => false);

  const $hasMore = $nextCursor.map((cursor) => cursor !== null);

  /** The feed view's props as units. */
  const view = {
    items: $items, total: $total, group: $group, loading: $loading, loadingMore: $loadingMore, error: $error, hasMore: $hasMore,
    onGroupChange: groupChanged, onMore: moreRequested, onRetry: retried,
  };

  return {
    source, view,
    mounted, groupChanged, moreRequested, retried, preloadFx,
    $group, $items, $total, $error, $loaded, $loading, $loadingMore, $hasMore,
    fetchPageFx,
  };
}

export type ActivityFeedModel = ReturnType<typeof createActivityFeedModel>;
