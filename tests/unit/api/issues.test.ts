import { describe, expect, it } from 'vitest';
import { issuesApi } from '../../../src/api/issues';
import { send } from '../../../src/api/send';
import { isAny } from '../../../src/api/guards';

const slug = 'acme';
const web = 'project-0001';

describe('issues api against the mock server', () => {
  it('search filters server-side and pages with a total', async () => {
    const all = await issuesApi.search(slug, web, { search: '', workspaceSearch: true });
    expect(all.ok && all.data.results).toHaveLength(50);
    expect(all.ok && all.data.total_count).toBe(220);
    const one = await issuesApi.search(slug, web, { search: 'WEB-120', workspaceSearch: false });
    expect(one.ok && one.data.results.map((i) => i.id)).toEqual(['issue-web-0120']);
  });

  it('search leaves out issues already in the cycle or module', async () => {
    const cycle = await issuesApi.cycle(slug, web, 'cycle-1-0001');
    const inCycle = cycle.ok ? cycle.data.issue_ids : [];
    expect(inCycle.length).toBeGreaterThan(0);
    const page = await issuesApi.search(slug, web, { search: '', workspaceSearch: false, cycleId: 'cycle-1-0001' });
    expect(page.ok && page.data.total_count).toBe(120 - inCycle.length);
    const mod = await issuesApi.search(slug, web, { search: '', workspaceSearch: false, moduleId: 'module-1-0001' });
    expect(mod.ok && mod.data.total_count).toBe(112);
  });

  it('adding to a cycle moves the issue out of its old cycle, on both sides', async () => {
    const moved = 'issue-web-0001';
    const before = await issuesApi.cycle(slug, web, 'cycle-1-0001');
    expect(before.ok && before.data.issue_ids).toContain(moved);
    const added = await issuesApi.addToCycle(slug, web, 'cycle-1-0002', [moved]);
    expect(added.ok && added.data.issue_ids).toContain(moved);
    const after = await issuesApi.cycle(slug, web, 'cycle-1-0001');
    expect(after.ok && after.data.issue_ids).not.toContain(moved);
    const cycleIssues = await send('cycleIssues', { slug, projectId: web, cycleId: 'cycle-1-0002' }, { guard: isAny });
    expect(cycleIssues.ok && (cycleIssues.data as Array<{ id: string; cycle_id: string }>).find((i) => i.id === moved)?.cycle_id).toBe('cycle-1-0002');
  });

  it.each<[string, unknown, number, RegExp]>([
    ['empty list', { issues: [] }, 400, /Select at least one issue/],
    ['not a list', { issues: 'issue-web-0002' }, 400, /Select at least one issue/],
    ['unknown id', { issues: ['nope'] }, 404, /Issues not found: nope/],
    ['another project', { issues: ['issue-api-0001'] }, 400, /another project.*API-1/],
  ])('validates like a server: %s', async (_name, body, status, message) => {
    const result = await send('addModuleIssues', { slug, projectId: web, moduleId: 'module-1-0001' }, { json: body, guard: isAny });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.status).toBe(status);
      expect(result.error.message).toMatch(message);
    }
  });

  it('404s for a cycle of another project', async () => {
    const result = await issuesApi.cycle(slug, 'project-0002', 'cycle-1-0001');
    expect(!result.ok && result.error.status).toBe(404);
  });

  it('bulk delete answers with the count', async () => {
    const result = await issuesApi.bulkDelete(slug, web, ['issue-web-0005', 'issue-web-0006']);
    expect(result.ok && result.data.deleted).toBe(2);
  });
});
