import type { TestInfo } from '@playwright/test';

/**
 * The tests that do not run yet in the plane project (the `plane` build against the Plane-shaped
 * server), each with why. Every one of them runs in the mocked and real-server projects; this is
 * the backlog of the third e2e pass (issue 15), read from a full plane run: an entry leaves when
 * its test learns Plane's answers, and none is added to make a failing test pass.
 *
 * Empty today: every test runs on Plane. Where Plane has not got a call (the workspace activity
 * feed, imports, the editor demo's own document) a test's plane branch asserts the line the plane
 * build shows instead, and runs the same behaviour where Plane has it (a person's feed on their
 * profile, an issue's description). A new gap comes with a reason here.
 */
export const PLANE_GAP_REASONS = {} as const satisfies Record<string, string>;

export type PlaneGapReason = keyof typeof PLANE_GAP_REASONS;

/** `file › describe › title` (Playwright's title path) -> why the test does not run on Plane yet. */
export const PLANE_GAPS = new Map<string, PlaneGapReason>([]);

/** Why this test does not run in the plane project yet, or null when it runs there. */
export function planeGap(info: Pick<TestInfo, 'titlePath' | 'project'>): string | null {
  // PLANE_GAPS=run runs the backlog too, to read how a gap fails today.
  if (info.project.name !== 'plane' || process.env.PLANE_GAPS === 'run') return null;
  const reason = PLANE_GAPS.get(info.titlePath.join(' › '));
  return reason ? `Not yet on Plane: ${PLANE_GAP_REASONS[reason]}` : null;
}
