import express, { type Request, type Response, type Router } from 'express';
import { mockDbFor } from '../runtime';
import { namespaceOfCookies } from '../namespace';
import { CSRF_COOKIE, SESSION_COOKIE, SESSION_MAX_AGE_S, TEST_PASSWORD } from './config';
import { cookieValue, csrfTokenMatches, maskCsrfSecret, newCsrfSecret, type Sessions } from './sessions';

/**
 * Plane's sign-in, as its web app drives it (docs/plane-api.md, "Authentication"): GET
 * `/auth/get-csrf-token/` sets Django's HttpOnly `csrftoken` cookie and answers a masked token;
 * the sign-in form posts `email`, `password`, `next_path` and `csrfmiddlewaretoken` to
 * `/auth/sign-in/`, which sets `session-id` (HttpOnly, SameSite=Lax) and answers 302 to
 * `{WEB_URL}/?next_path=…`, or to the same place with `error_code` and `error_message`.
 */

/** `HttpResponseRedirect`: a 302 with the Location and no body. */
const redirect = (res: Response, url: string) => res.status(302).location(url).end();

/** Django's CSRF cookie lives a year (`CSRF_COOKIE_AGE`). */
const CSRF_MAX_AGE_MS = 31_449_600_000;

/** authentication/adapter/error.py */
const AUTH_ERRORS = {
  USER_DOES_NOT_EXIST: 5060,
  AUTHENTICATION_FAILED_SIGN_IN: 5065,
  REQUIRED_EMAIL_PASSWORD_SIGN_IN: 5070,
  INVALID_EMAIL_SIGN_IN: 5075,
} as const;

const SUSPICIOUS = ['javascript:', 'data:', 'vbscript:', 'file:', 'ftp:', '%2e%2e', '%2f%2f', '%5c%5c', '<script', '<iframe', '<object', '<embed', '<form', 'onload=', 'onerror=', 'onclick='];

/** `validate_next_path` (utils/path_validator.py:110-139): a path on this site, or nothing. */
export function safeNextPath(value: unknown): string {
  if (typeof value !== 'string' || !value || value.length > 500) return '';
  let path = value.replace(/\\/g, '');
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) {
    try {
      path = new URL(path, 'http://x').pathname;
    } catch {
      return '';
    }
  }
  if (!path.startsWith('/') || path.includes('..')) return '';
  const lower = path.toLowerCase();
  return SUSPICIOUS.some((s) => lower.includes(s)) ? '' : path;
}

export interface AuthOptions {
  sessions: Sessions;
  /** Plane's `WEB_URL`: where sign-in and sign-out send the browser; by default the origin the request came to. */
  webUrl?: string;
  /** Origins besides the request's own that may post the forms (`CSRF_TRUSTED_ORIGINS`). */
  trustedOrigins: readonly string[];
}

const originOf = (req: Request) => `${req.protocol}://${req.get('host')}`;

/** `get_safe_redirect_url`: the base, then `?next_path=` (not encoded, as Plane writes it) and the other parameters. */
function redirectUrl(base: string, nextPath: string, params: Record<string, string | number> = {}): string {
  const parts: string[] = [];
  if (nextPath) parts.push(`next_path=${nextPath}`);
  const encoded = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  if (encoded) parts.push(encoded);
  return parts.length ? `${base.replace(/\/+$/, '')}/?${parts.join('&')}` : base.replace(/\/+$/, '');
}

/**
 * Plane's `CSRF_FAILURE_VIEW` renders a page with Django's `render()`, whose status is 200
 * (authentication/views/common.py:38-44): the failure is in the body, not the status.
 */
function csrfFailure(res: Response, root: string): void {
  res.status(200).type('html').send(
    `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>CSRF Verification Failed</title></head>`
    + `<body><h1>CSRF Verification Failed</h1><p>The page you came from was open too long or in another window. Go back to <a href="${root}">Plane</a> and try again.</p></body></html>`,
  );
}

function setCsrfCookie(res: Response, secret: string): void {
  res.cookie(CSRF_COOKIE, secret, { httpOnly: true, sameSite: 'lax', path: '/', maxAge: CSRF_MAX_AGE_MS });
}

export function authRouter({ sessions, webUrl, trustedOrigins }: AuthOptions): Router {
  const router = express.Router();
  const forms = express.urlencoded({ extended: false, limit: '100kb' });
  const base = (req: Request) => webUrl ?? originOf(req);

  /** Django's CsrfViewMiddleware for the two forms: a trusted Origin (when sent) and a token matching the cookie. */
  const csrfPassed = (req: Request) => {
    const origin = req.get('origin');
    if (origin && origin !== originOf(req) && !trustedOrigins.includes(origin)) return false;
    const token = (req.body as Record<string, string> | undefined)?.csrfmiddlewaretoken ?? req.get('x-csrftoken');
    return csrfTokenMatches(token, cookieValue(req.get('cookie'), CSRF_COOKIE));
  };

  router.get('/get-csrf-token/', (req, res) => {
    let secret = cookieValue(req.get('cookie'), CSRF_COOKIE);
    if (!secret || !csrfTokenMatches(secret, secret)) {
      secret = newCsrfSecret();
    }
    setCsrfCookie(res, secret);
    res.json({ csrf_token: maskCsrfSecret(secret) });
  });

  router.post('/sign-in/', forms, (req, res) => {
    if (!csrfPassed(req)) {
      csrfFailure(res, base(req));
      return;
    }
    const form = (req.body ?? {}) as Record<string, string | undefined>;
    const nextPath = safeNextPath(form.next_path);
    const fail = (code: keyof typeof AUTH_ERRORS, extra: Record<string, string> = {}) =>
      redirect(res, redirectUrl(base(req), nextPath, { error_code: AUTH_ERRORS[code], error_message: code, ...extra }));

    const email = (form.email ?? '').trim().toLowerCase();
    if (!email || !form.password) return fail('REQUIRED_EMAIL_PASSWORD_SIGN_IN', { email });
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return fail('INVALID_EMAIL_SIGN_IN', { email });
    // The same account in every test namespace: its id is the seed's, its data the namespace's.
    const db = mockDbFor('default', namespaceOfCookies(req.get('cookie')));
    const user = db.users.all().find((u) => u.email.toLowerCase() === email);
    if (!user) return fail('USER_DOES_NOT_EXIST', { email });
    if (form.password !== TEST_PASSWORD) return fail('AUTHENTICATION_FAILED_SIGN_IN', { email });

    // The `session-expires` scenario's session, once ended, is renewed for good, as the spec mock's
    // sign-in does; a sign-in before it ended (every plane test begins signed in) leaves it to end.
    if (db.session === 'ended') db.session = 'renewed';
    res.cookie(SESSION_COOKIE, sessions.create(user.id), { httpOnly: true, sameSite: 'lax', path: '/', maxAge: SESSION_MAX_AGE_S * 1000 });
    // Django rotates the CSRF secret on login.
    setCsrfCookie(res, newCsrfSecret());
    return redirect(res, redirectUrl(base(req), nextPath));
  });

  router.post('/sign-out/', forms, (req, res) => {
    if (!csrfPassed(req)) {
      csrfFailure(res, base(req));
      return;
    }
    sessions.destroy(req.get('cookie'));
    res.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
    redirect(res, base(req));
  });

  return router;
}
