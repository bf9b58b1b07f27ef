import { AUTH_ROUTES } from '../domain/plane-api-routes';
import { isString, shape } from './guards';
import { httpFailure, request, transportMessages } from './http';
import { fail, ok, type ApiResult } from './result';
import { apiUrl, transportReady } from './transport';

export interface SignInInput {
  email: string;
  password: string;
  nextPath: string;
}

/**
 * Plane's email sign-in (authentication/views/app/email.py), which the site's own sign-in page
 * posts to through the same origin: a CSRF token first (its cookie is HttpOnly, so the token comes
 * in the answer), then the form. Either way the server answers a redirect to its web app, with an
 * error code or without; the redirect is not followed (it may lead to another origin), and whether
 * the session began is for the caller to ask the API.
 */
export const authApi = {
  csrfToken: async (signal?: AbortSignal): Promise<ApiResult<string>> => {
    const answer = await request(AUTH_ROUTES.csrfToken.path, { guard: shape<{ csrf_token: string }>({ csrf_token: isString }), signal });
    return answer.ok ? ok(answer.data.csrf_token) : answer;
  },

  signIn: async (input: SignInInput, csrfToken: string, signal?: AbortSignal): Promise<ApiResult<null>> => {
    const body = new URLSearchParams({ email: input.email.trim(), password: input.password, next_path: input.nextPath, csrfmiddlewaretoken: csrfToken });
    try {
      await transportReady();
      const response = await fetch(apiUrl(AUTH_ROUTES.signIn.path), {
        method: AUTH_ROUTES.signIn.method,
        body,
        headers: { 'X-CSRFToken': csrfToken },
        credentials: 'include',
        redirect: 'manual',
        signal,
      });
      // A browser hides a redirect it did not follow (opaqueredirect, status 0); node shows the 302.
      if (response.type === 'opaqueredirect' || (response.status >= 200 && response.status < 400)) return ok(null);
      return fail(await httpFailure(response));
    } catch (error) {
      if (signal?.aborted || (error instanceof DOMException && error.name === 'AbortError')) return fail({ kind: 'aborted', message: transportMessages.aborted });
      return fail({ kind: 'network', message: transportMessages.network });
    }
  },
};
