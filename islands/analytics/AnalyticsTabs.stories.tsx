import type { Story } from '@ladle/react';
import { useState } from 'react';
import { buildSeed } from '../../fixtures/seed';
import { computeDistribution } from '../../src/domain/distribution';
import type { AnalyticsFilter, AnalyticsTab } from '../../src/domain/analytics';
import { genericError } from '../../src/domain/messages';
import { AnalyticsTabs } from './AnalyticsTabs';

const seed = buildSeed();
const cycle = seed.cycles[1];
const distribution = computeDistribution({
  issues: seed.issues.filter((i) => cycle.issue_ids.includes(i.id)),
  users: seed.users,
  labels: seed.labels.filter((l) => l.project_id === cycle.project_id),
  states: seed.states.filter((s) => s.project_id === cycle.project_id),
});
const empty = computeDistribution({ issues: [], users: [], labels: [], states: [] });
const noop = () => undefined;

function Interactive({ initial, data = distribution }: { initial: AnalyticsTab; data?: typeof distribution }) {
  const [tab, setTab] = useState<AnalyticsTab>(initial);
  const [filter, setFilter] = useState<AnalyticsFilter | null>(null);
  return (
    <div className="max-w-sm rounded-xl border border-line bg-surface p-4">
      <AnalyticsTabs
        distribution={data}
        tab={tab}
        onTabChange={setTab}
        filter={filter}
        onToggleFilter={(next) => setFilter((cur) => (cur && cur.kind === next.kind && cur.id === next.id ? null : next))}
      />
    </div>
  );
}

export const Assignees: Story = () => <Interactive initial="Assignees" />;
export const Labels: Story = () => <Interactive initial="Labels" />;
export const States: Story = () => <Interactive initial="States" />;
export const Empty: Story = () => <Interactive initial="Assignees" data={empty} />;

export const RowSelected: Story = () => (
  <div className="max-w-sm rounded-xl border border-line bg-surface p-4">
    <AnalyticsTabs
      distribution={distribution}
      tab="Labels"
      onTabChange={noop}
      filter={{ kind: 'label', id: distribution.labels[0].label_id, name: distribution.labels[0].label_name ?? '' }}
      onToggleFilter={noop}
    />
  </div>
);

export const CompletedCycle: Story = () => (
  <div className="max-w-sm rounded-xl border border-line bg-surface p-4">
    <AnalyticsTabs distribution={distribution} tab="Assignees" onTabChange={noop} />
  </div>
);

export const Loading: Story = () => (
  <div className="max-w-sm rounded-xl border border-line bg-surface p-4">
    <AnalyticsTabs distribution={null} loading tab="Assignees" onTabChange={noop} />
  </div>
);

export const Failed: Story = () => (
  <div className="max-w-sm rounded-xl border border-line bg-surface p-4">
    <AnalyticsTabs distribution={null} error={genericError} onRetry={noop} tab="Assignees" onTabChange={noop} />
  </div>
);
