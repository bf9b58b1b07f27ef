/**
 * Which server contract the client speaks, chosen at build time (`PUBLIC_API_BACKEND`): `spec` is
 * SPEC section 7 and the README's API table (the MSW handlers answer it), `plane` is Plane's API as
 * it is today (docs/plane-api.md). Whether the backend plays QA scenarios is a build choice too.
 */
export const BACKEND_NAMES = ['spec', 'plane'] as const;
export type BackendName = (typeof BACKEND_NAMES)[number];

/**
 * An unset variable is the default (`spec`); anything else unknown is a misconfigured build. Exact
 * names only: the bundler compares the variable with 'plane' to leave the other backend out.
 */
export function parseBackendName(value: string | undefined | null): BackendName {
  const name = value ?? '';
  if (name === '') return 'spec';
  if ((BACKEND_NAMES as readonly string[]).includes(name)) return name as BackendName;
  throw new Error(`PUBLIC_API_BACKEND must be one of ${BACKEND_NAMES.join(', ')}; got "${value}".`);
}

/**
 * `PUBLIC_MOCK_SCENARIOS`: on by default when the site is its own backend (the service worker),
 * off when it talks to a server, which may be a real one whose CORS refuses the scenario header.
 * The spec server (`npm run api`) and the Plane-shaped test server play scenarios: their builds
 * turn it on.
 */
export function scenariosEnabled(value: string | undefined | null, mocked: boolean): boolean {
  const flag = (value ?? '').trim().toLowerCase();
  if (flag === '') return mocked;
  if (['1', 'true', 'on', 'yes'].includes(flag)) return true;
  if (['0', 'false', 'off', 'no'].includes(flag)) return false;
  throw new Error(`PUBLIC_MOCK_SCENARIOS must be true or false; got "${value}".`);
}
