import type { IssueCounts } from '../../src/domain/entities';
import { projectOverviewMessages as t } from '../../src/domain/messages';
import { progressOf } from '../../src/domain/progress';

/**
 * Completed issues over all issues of a cycle or module: a bar a screen reader reads as "Progress
 * of Sprint 21, 3 of 10 issues completed", and the "3/10" count Plane's lists show beside it.
 */
export function ProgressMeter({ name, counts }: { name: string; counts: IssueCounts }) {
  const { percent, count } = progressOf(counts);
  const [completed, total] = count.split('/').map(Number);
  return (
    <div className="flex w-28 shrink-0 items-center gap-2 sm:w-44">
      <div
        role="progressbar"
        aria-label={t.progressOf(name)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t.progressText(completed, total)}
        className="h-1.5 min-w-0 flex-1 overflow-hidden rounded-full bg-line"
      >
        <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
      </div>
      <span className="w-14 shrink-0 text-right text-xs tabular-nums text-muted">{count}</span>
    </div>
  );
}
