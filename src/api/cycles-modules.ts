import type { CycleSummary, ModuleSummary } from '../domain/entities';
import { arrayOf, isNumber, isString, shape, type Guard } from './guards';
import { send } from './send';

const counts = { total_issues: isNumber, completed_issues: isNumber };

const isCycleSummary: Guard<CycleSummary> = shape<CycleSummary>({
  id: isString, project_id: isString, name: isString, start_date: isString, end_date: isString, ...counts,
});

const isModuleSummary: Guard<ModuleSummary> = shape<ModuleSummary>({ id: isString, project_id: isString, name: isString, ...counts });

/** A project's cycles and modules as its overview lists them, each with its issues counted. */
export const cyclesModulesApi = {
  cycles: (slug: string, projectId: string, signal?: AbortSignal) =>
    send('projectCycles', { slug, projectId }, { guard: arrayOf(isCycleSummary), signal }),
  modules: (slug: string, projectId: string, signal?: AbortSignal) =>
    send('projectModules', { slug, projectId }, { guard: arrayOf(isModuleSummary), signal }),
};
