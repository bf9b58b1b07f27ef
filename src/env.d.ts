/// <reference types="astro/client" />

interface ImportMetaEnv {
  /** Empty: same origin, answered by the MSW worker. Set: a real server, e.g. http://127.0.0.1:4390. */
  readonly PUBLIC_API_BASE_URL?: string;
  /** Which contract the server speaks: `spec` (default) or `plane` (src/api/backends). */
  readonly PUBLIC_API_BACKEND?: string;
  /** Whether the backend plays QA scenarios (the X-Mock-Scenario header): default on when mocked. */
  readonly PUBLIC_MOCK_SCENARIOS?: string;
  /** Where to sign in instead of the site's own page, e.g. https://plane.example.com/?next_path= */
  readonly PUBLIC_SIGN_IN_URL?: string;
}
