import { parseBackendName } from '../../domain/api-backend';
import type { RouteName } from '../../domain/api-routes';
import { planeBackend } from './plane';
import { specBackend } from './spec';
import type { Availability, Backend } from './types';

// A typo in the build's variable stops the build (pages are pre-rendered with this module) rather than guess.
parseBackendName(import.meta.env.PUBLIC_API_BACKEND);

/** The build's backend (`PUBLIC_API_BACKEND`); compared as written so the bundler can leave the other out. */
export const backend: Backend = import.meta.env.PUBLIC_API_BACKEND === 'plane' ? planeBackend : specBackend;

export const backendName = backend.name;

/** Whether the server has a call: islands and models ask before they show what would make it. */
export function callAvailability(name: RouteName): Availability {
  return backend.availability(name);
}

/** The workspace the page is about (the site's boot reads it from the URL). */
export function setPageWorkspace(slug: string): void {
  backend.setPageWorkspace(slug);
}

export type { Availability };
