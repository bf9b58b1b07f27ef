/// <reference types="astro/client" />

interface ImportMetaEnv {
  /** Empty: same origin, answered by the MSW worker. Set: a real server, e.g. http://127.0.0.1:4390. */
  readonly PUBLIC_API_BASE_URL?: string;
}
