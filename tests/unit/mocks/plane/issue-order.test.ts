// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlane, withRealNetwork, type LivePlane } from '../../../helpers/plane-server';

/** A project's issues in the order `order_by` asks (utils/order_queryset.py:12-56 at 4ca6d6c7). */
withRealNetwork();

let plane: LivePlane;
beforeAll(async () => {
  plane = await startPlane();
});
afterAll(() => plane.close());

async function sequences(query: string): Promise<number[]> {
  const c = await plane.client();
  const path = `/api/workspaces/${plane.world.slug}/projects/${plane.world.ids['project-0001']}/issues/?per_page=1000${query}`;
  const response = await c.fetch(path);
  expect(response.status).toBe(200);
  return ((await response.json()) as { results: { sequence_id: number }[] }).results.map((row) => row.sequence_id);
}

const ascending = (list: number[]) => list.every((n, i) => i === 0 || list[i - 1] < n);

describe('order_by on a project\'s issues', () => {
  it('sequence_id: by key, WEB-1 first', async () => {
    const list = await sequences('&order_by=sequence_id');
    expect(list[0]).toBe(1);
    expect(ascending(list)).toBe(true);
  });

  it('-sequence_id: by key, the last first', async () => {
    const list = await sequences('&order_by=-sequence_id');
    expect(ascending([...list].reverse())).toBe(true);
  });

  it.each(['', '&order_by=-created_at'])('%s: Plane\'s default, newest first (not by key)', async (query) => {
    const list = await sequences(query);
    expect(list).toHaveLength((await sequences('&order_by=sequence_id')).length);
    expect(ascending(list)).toBe(false);
  });
});
