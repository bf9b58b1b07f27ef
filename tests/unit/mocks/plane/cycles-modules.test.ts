// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { planeForFile } from '../../../helpers/plane-server';

/**
 * The project's cycle and module lists on the Plane-shaped server (app/views/cycle/base.py and
 * module/base.py `list` at 4ca6d6c7): newest first, with the counts the detail answers carry.
 */
const plane = planeForFile();

const project = () => `/api/workspaces/${plane.world.slug}/projects/${plane.world.ids['project-0001']}`;
type Row = { id: string; name: string; total_issues: number; completed_issues: number };

describe('cycle and module lists', () => {
  it.each([['cycles', ['Sprint 22', 'Sprint 21']], ['modules', ['Onboarding', 'Editor']]] as const)(
    '%s: newest first, each counted as its own detail counts it',
    async (kind, names) => {
      const c = await plane.client();
      const rows = (await (await c.fetch(`${project()}/${kind}/`)).json()) as Row[];
      expect(rows.map((r) => r.name)).toEqual(names);
      for (const row of rows) {
        const detail = (await (await c.fetch(`${project()}/${kind}/${row.id}/`)).json()) as Row;
        expect([row.total_issues, row.completed_issues]).toEqual([detail.total_issues, detail.completed_issues]);
        expect(row.total_issues).toBeGreaterThan(0);
      }
    },
  );

});
