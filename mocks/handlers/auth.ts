import { HttpResponse } from 'msw';
import { json, route } from '../runtime';
import { CSRF_COOKIE, cookieValue, guardMessages } from '../../src/domain/request-guard';

/**
 * Sign-in as Plane answers it (authentication/views/app/email.py): a CSRF token in JSON (its cookie
 * is HttpOnly), then the form, answered with a redirect to the web app, carrying an error code when
 * the form is refused. The mock takes any email with any password; a sign-in renews the
 * `session-expires` scenario's session for good.
 */
export const MOCK_CSRF_TOKEN = 'mock-csrf-token';

const redirect = (query: string) => new HttpResponse(null, { status: 302, headers: { Location: `/?${query}` } });

export const authRoutes = [
  route('csrfToken', () => json({ csrf_token: MOCK_CSRF_TOKEN })),

  route('signIn', async ({ request, db }) => {
    const form = new URLSearchParams(await request.text());
    const email = form.get('email')?.trim() ?? '';
    const token = form.get('csrfmiddlewaretoken') ?? request.headers.get('x-csrftoken');
    // Over HTTP the server issued the token in its cookie (and its guard checked the header); in the
    // browser the mock's own token is the only one.
    const issued = cookieValue(request.headers.get('cookie'), CSRF_COOKIE) ?? MOCK_CSRF_TOKEN;
    if (token !== issued) return HttpResponse.json({ detail: token ? guardMessages.wrongToken : guardMessages.noToken }, { status: 403 });
    if (!/^[^\s@]+@[^\s@]+$/.test(email) || !form.get('password')) {
      return redirect('error_code=5005&error_message=AUTHENTICATION_FAILED_SIGN_IN');
    }
    db.session = 'renewed';
    return redirect(`next_path=${encodeURIComponent(form.get('next_path') ?? '/')}`);
  }),
];
