import { describe, expect, it } from 'vitest';
import { cyclesModulesApi } from '../../../src/api/cycles-modules';
import { issuesApi } from '../../../src/api/issues';

const slug = 'acme';
const web = 'project-0001';

/** The project's cycle and module lists against the spec mock: the counts agree with each one's own issue list. */
describe('cycle and module lists against the mock server', () => {
  it('lists the project\'s cycles with their dates, each counted as its issue list counts', async () => {
    const cycles = await cyclesModulesApi.cycles(slug, web);
    if (!cycles.ok) throw new Error(cycles.error.message);
    expect(cycles.data.map((c) => [c.id, c.name])).toEqual([['cycle-1-0001', 'Sprint 21'], ['cycle-1-0002', 'Sprint 22']]);
    for (const cycle of cycles.data) {
      expect(cycle.start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const issues = await issuesApi.listTarget(slug, web, { kind: 'cycle', cycleId: cycle.id });
      if (!issues.ok) throw new Error(issues.error.message);
      expect(cycle.total_issues).toBe(issues.data.length);
      expect(cycle.completed_issues).toBe(issues.data.filter((i) => i.state__group === 'completed').length);
    }
  });

  it('lists the project\'s modules, each counted as its issue list counts', async () => {
    const modules = await cyclesModulesApi.modules(slug, web);
    if (!modules.ok) throw new Error(modules.error.message);
    expect(modules.data.map((m) => m.name)).toEqual(['Editor', 'Onboarding']);
    for (const module of modules.data) {
      const issues = await issuesApi.listTarget(slug, web, { kind: 'module', moduleId: module.id });
      if (!issues.ok) throw new Error(issues.error.message);
      expect(module.total_issues).toBe(issues.data.length);
      expect(module.completed_issues).toBe(issues.data.filter((i) => i.state__group === 'completed').length);
    }
  });

  it('404s for a project that does not exist, and for an unknown workspace', async () => {
    const cycles = await cyclesModulesApi.cycles(slug, 'project-9999');
    expect(!cycles.ok && cycles.error.status).toBe(404);
    const modules = await cyclesModulesApi.modules('nowhere', web);
    expect(!modules.ok && modules.error.status).toBe(404);
  });
});
