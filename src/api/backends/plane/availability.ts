import type { RouteName } from '../../../domain/api-routes';
import { backendMessages } from '../../../domain/messages';
import type { Availability } from '../types';

/**
 * Calls Plane's community edition does not have (docs/plane-api.md rows 1, 23-24, 60-61): their
 * islands are hidden with the line here. Project covers (row 50) are not among them: the site
 * bundles its own.
 */
export const PLANE_UNAVAILABLE: Partial<Record<RouteName, string>> = {
  workspaceActivities: backendMessages.unavailable.workspaceActivities,
  imports: backendMessages.unavailable.imports,
  createImport: backendMessages.unavailable.imports,
  demoDocument: backendMessages.unavailable.demoDocument,
  saveDemoDocument: backendMessages.unavailable.demoDocument,
};

export function planeAvailability(name: RouteName): Availability {
  const reason = PLANE_UNAVAILABLE[name];
  return reason ? { available: false, reason } : { available: true };
}
