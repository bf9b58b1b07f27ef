import { parseBackendName, scenariosEnabled } from '../domain/api-backend';

/**
 * The build's backend settings, read once for the composition root and the layout (docs/backends
 * in the README): which contract, whether the site is its own backend (the service worker: only the
 * spec's contract, with no API URL), whether that backend plays QA scenarios, and where to sign in.
 */
const backend = parseBackendName(import.meta.env.PUBLIC_API_BACKEND);
const apiBase = (import.meta.env.PUBLIC_API_BASE_URL ?? '').trim();
const mocked = backend === 'spec' && apiBase === '';

export const SITE_BACKEND = {
  backend,
  /** The service worker answers (a `plane` build without an API URL calls its own origin: a proxy in front). */
  mocked,
  /** The header carries the QA scenario, and the header's Scenario select shows. */
  scenarios: scenariosEnabled(import.meta.env.PUBLIC_MOCK_SCENARIOS, mocked),
  /** The Role select shows the role the server reports instead of a demo choice. */
  roleFromServer: backend === 'plane',
  /** The links into the workspace are found on the server (Plane's ids are its own), not the sample's. */
  placesFromServer: backend === 'plane',
  signInUrl: (import.meta.env.PUBLIC_SIGN_IN_URL ?? '').trim() || null,
} as const;
