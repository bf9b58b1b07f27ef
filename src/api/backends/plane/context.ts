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
