import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { authApi } from '../api/auth';
import { coreApi } from '../api/core';
import { errorText, isApiError, unwrap } from '../api/result';
import { NEXT_PATH_PARAM, safeNextPath } from '../domain/next-path';
import { signInMessages } from '../domain/messages';
import type { SignInValues } from '../domain/sign-in';
import { forgetOwnPlaces } from './own-places';

export interface SignInSetup {
  /** The page's query, which names where to go back to (`next_path`). */
  search: string;
  /** The site's base path: where to go when `next_path` is missing or unsafe. */
  base: string;
  /** `PUBLIC_SIGN_IN_URL`: sign in there instead (a new tab), then come back and reload. */
  externalUrl: string | null;
}

const isUnauthenticated = (error: unknown) => isApiError(error) && error.status === 401;

/**
 * The site's own sign-in page: the email form posted to the backend's `/auth/sign-in/` through the
 * same origin, the session confirmed by the API, then back to `next_path` (a path on this site only).
 * With `PUBLIC_SIGN_IN_URL` the form is elsewhere: "Signed in? Reload" checks the session here.
 */
export function createSignInModel({ search, base, externalUrl }: SignInSetup) {
  const nextPath = safeNextPath(new URLSearchParams(search).get(NEXT_PATH_PARAM)) ?? base;

  const submitted = createEvent<SignInValues>();
  const reloadRequested = createEvent();

  const signInFx = createEffect(async (values: SignInValues) => {
    const token = await unwrap(authApi.csrfToken());
    await unwrap(authApi.signIn({ ...values, nextPath }, token));
    // The server answers a redirect whether or not the password was right: the API says which.
    await unwrap(coreApi.me());
  });
  const checkFx = createEffect(async () => {
    await unwrap(coreApi.me());
  });
  const returnFx = createEffect(() => {
    // Whoever signed in now may belong to other workspaces than whoever was found before.
    forgetOwnPlaces();
    window.location.assign(nextPath);
  });

  const $error = createStore<string | null>(null)
    .on(signInFx.failData, (_, error) => (isUnauthenticated(error) ? signInMessages.failed : errorText(error, signInMessages.failed)))
    .on(checkFx.failData, (_, error) => (isUnauthenticated(error) ? signInMessages.stillSignedOut : errorText(error, signInMessages.stillSignedOut)))
    .reset(signInFx, checkFx);
  const $returning = createStore(false).on([signInFx.done, checkFx.done], () => true);
  const $busy = combine(signInFx.pending, checkFx.pending, $returning, (a, b, c) => a || b || c);

  sample({ clock: submitted, source: $busy, filter: (busy) => !busy, fn: (_, values) => values, target: signInFx });
  sample({ clock: reloadRequested, source: $busy, filter: (busy) => !busy, target: checkFx });
  sample({ clock: [signInFx.done, checkFx.done], target: returnFx });

  return { nextPath, externalUrl, submitted, reloadRequested, signInFx, checkFx, returnFx, $error, $returning, $busy };
}

export type SignInModel = ReturnType<typeof createSignInModel>;
