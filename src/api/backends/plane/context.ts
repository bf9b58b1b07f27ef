/**
 * The workspace the page is about. Plane keeps a user's role per workspace, and the spec's "current
 * user" call carries none: the site's boot names the page's workspace, and every call that carries
 * a slug updates it.
 */
let current: string | null = null;

export const workspaceContext = {
  set(slug: string | null | undefined): void {
    if (slug) current = slug;
  },
  get: (): string | null => current,
  forget(): void {
    current = null;
  },
};

/**
 * The origin the site is served from (the boot names it; the api reads no page state): what the
 * site hands Plane to keep, such as a bundled cover's URL, is absolute, so Plane's own web app on
 * another origin shows it too.
 */
let origin: string | undefined;

export const siteContext = {
  setOrigin(value: string): void {
    if (value && value !== 'null') origin = value;
  },
  origin: (): string | undefined => origin,
};
