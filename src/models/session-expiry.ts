import { onUnauthenticated } from '../api/session-events';
import { safeNextPath, signInHref } from '../domain/next-path';
import { SIGN_IN_PATH } from '../domain/routes';
import { leaveForSignIn } from './form-drafts';

/** The sign-in page under the site's base path (`/plane/accounts/sign-in/` for a site at /plane/). */
export function signInPagePath(base: string): string {
  return `${base.replace(/\/$/, '')}${SIGN_IN_PATH}`;
}

/**
 * A 401 means the session is gone: keep every unsaved input, then go to the site's sign-in page,
 * which brings the person back to this very page (path, query and fragment). Once per page: the
 * calls still in flight answer 401 too.
 */
export function redirectToSignInOnExpiry(base: string, navigate: (href: string) => void = (href) => window.location.assign(href)): () => void {
  let redirecting = false;
  return onUnauthenticated(() => {
    const page = signInPagePath(base);
    if (redirecting || window.location.pathname.startsWith(page)) return;
    redirecting = true;
    leaveForSignIn();
    const here = safeNextPath(`${window.location.pathname}${window.location.search}${window.location.hash}`) ?? base;
    navigate(signInHref(page, here));
  });
}
