import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import type { AnalyticsOwner } from '../../src/api/analytics';
import { $analyticsTab, analyticsModelFor, analyticsTabChanged } from '../../src/models/analytics';
import { withIslandBoundary } from '../ui/IslandBoundary';
import { AnalyticsTabs } from './AnalyticsTabs';

export interface AnalyticsProps {
  owner: AnalyticsOwner;
  /** A completed cycle's rows do not filter (REFERENCE 2.13); pass its end date to decide. */
  endDate?: string | null;
}

/** Whether a cycle that ends on `endDate` (yyyy-MM-dd) is over, seen from `now`. */
export function isCompleted(endDate: string | null | undefined, now = new Date()): boolean {
  if (!endDate) return false;
  const today = now.toISOString().slice(0, 10);
  return endDate < today;
}

/** The connected analytics tabs of a cycle or a module, for its page's sidebar. */
export function Analytics({ owner, endDate }: AnalyticsProps) {
  const model = analyticsModelFor(owner);
  const m = useUnit({
    distribution: model.$distribution,
    loading: model.$distributionLoading,
    error: model.$distributionError,
    filter: model.$filter,
    tab: $analyticsTab,
    onTabChange: analyticsTabChanged,
    mounted: model.mounted,
    refresh: model.refreshRequested,
    toggle: model.filterToggled,
  });
  const { mounted } = m;
  useEffect(() => {
    mounted();
  }, [mounted]);
  const filterable = !isCompleted(endDate);
  return (
    <AnalyticsTabs
      distribution={m.distribution}
      tab={m.tab}
      onTabChange={m.onTabChange}
      loading={m.loading}
      error={m.error}
      onRetry={m.refresh}
      filter={m.filter}
      onToggleFilter={filterable ? m.toggle : undefined}
    />
  );
}

export default withIslandBoundary(Analytics, 'analytics');
