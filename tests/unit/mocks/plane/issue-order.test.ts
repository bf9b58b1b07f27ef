// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { planeForFile } from '../../../helpers/plane-server';

/** Every issue list in the order `order_by` asks (utils/order_queryset.py:12-56 at 4ca6d6c7). */
const plane = planeForFile();

const project = () => `/api/workspaces/${plane.world.slug}/projects/${plane.world.ids['project-0001']}`;

async function sequences(query: string, list = '/issues/'): Promise<number[]> {
  const c = await plane.client();
  const path = `${project()}${list}?per_page=1000${query}`;
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

describe('order_by on a cycle\'s and a module\'s issues', () => {
  it.each([
    ['cycle', () => `/cycles/${plane.world.ids['cycle-1-0001']}/cycle-issues/`],
    ['module', () => `/modules/${plane.world.ids['module-1-0001']}/issues/`],
  ])('%s: sequence_id by key, -sequence_id the last first', async (_name, list) => {
    const byKey = await sequences('&order_by=sequence_id', list());
    expect(byKey.length).toBeGreaterThan(1);
    expect(ascending(byKey)).toBe(true);
    expect(await sequences('&order_by=-sequence_id', list())).toEqual([...byKey].reverse());
  });
});
