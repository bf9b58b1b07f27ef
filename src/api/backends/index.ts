import { parseBackendName } from '../../domain/api-backend';
import type { RouteName } from '../../domain/api-routes';
import { planeAvailability } from './plane/availability';
import { siteContext, workspaceContext } from './plane/context';
import { specBackend } from './spec';
import type { Availability, Backend } from './types';

// A typo in the build's variable stops the build (pages are pre-rendered with this module) rather than guess.
parseBackendName(import.meta.env.PUBLIC_API_BACKEND);

/**
 * The `plane` mappings load with the first call, from a chunk of their own. Compared as written, the
 * variable lets the bundler drop the import from every other build (a static import would keep the
 * side effects of what the mappings import, yup's schemas among them, in every page).
 */
let planeMappings: Promise<Backend> | null = null;
const plane: Backend = {
  name: 'plane',
  async send(name, params, options) {
    planeMappings ??= import('./plane').then((m) => m.planeBackend);
    return (await planeMappings).send(name, params, options);
  },
  availability: planeAvailability,
  setPageWorkspace: (slug) => workspaceContext.set(slug),
};

/** The build's backend (`PUBLIC_API_BACKEND`). */
export const backend: Backend = import.meta.env.PUBLIC_API_BACKEND === 'plane' ? plane : specBackend;

export const backendName = backend.name;

/** Whether the server has a call: islands and models ask before they show what would make it. */
export function callAvailability(name: RouteName): Availability {
  return backend.availability(name);
}

/** The workspace the page is about (the site's boot reads it from the URL). */
export function setPageWorkspace(slug: string): void {
  backend.setPageWorkspace(slug);
}

/** The origin the site is served from (the boot reads it), for what a backend keeps as an absolute URL. */
export function setSiteOrigin(origin: string): void {
  siteContext.setOrigin(origin);
}

export type { Availability };
