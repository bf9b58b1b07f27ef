import { useUnit } from 'effector-react';
import type { AnalyticsOwner } from '../../src/api/analytics';
import { $analyticsTab, analyticsModelFor, analyticsTabChanged } from '../../src/models/analytics';
import { withIslandBoundary } from '../ui/IslandBoundary';
import { useMounted } from '../ui/use-mounted';
import { AnalyticsTabs } from './AnalyticsTabs';
import { useNow } from '../ui/use-now';

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
  const view = useUnit(model.tabsView);
  const m = useUnit({ tab: $analyticsTab, onTabChange: analyticsTabChanged, mounted: model.mounted, toggle: model.filterToggled });
  useMounted(m.mounted);
  const now = useNow();
  const filterable = !isCompleted(endDate, now);
  return <AnalyticsTabs {...view} tab={m.tab} onTabChange={m.onTabChange} onToggleFilter={filterable ? m.toggle : undefined} />;
}

export default withIslandBoundary(Analytics, 'analytics');
