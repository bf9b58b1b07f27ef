import type { CurrentUser, Theme, User } from '../../../domain/entities';
import { roleFromValue } from '../../../domain/roles';
import { isValidThemeHex, THEME_COLOR_KEYS, themeFormValues, themePayload } from '../../../domain/theme';
import { ok, type ApiResult } from '../../result';
import { all, assetUrl, carried, mapAnswer, plane, type PlaneCalls } from './client';
import { workspaceContext } from './context';
import { keep, keys, lookups } from './lookups';
import { isPlaneMemberMe, isPlaneProfile, isPlaneUserLite, type PlaneMemberMe, type PlaneProfile, type PlaneUserLite } from './shapes';

/** A user as the spec shapes it: Plane's picture is `avatar_url` (the legacy `avatar` text is usually empty). */
export function userFromPlane(user: PlaneUserLite): User {
  return {
    id: user.id,
    display_name: user.display_name,
    first_name: user.first_name,
    last_name: user.last_name ?? '',
    email: user.email ?? '',
    avatar: assetUrl(user.avatar_url) ?? assetUrl(user.avatar),
    is_bot: user.is_bot,
  };
}

/**
 * Plane's profile theme is a free object: `{}` when none, `{theme: "dark"}` for a preset, and its
 * own custom theme has only `primary`, `background` and `darkPalette`. A custom theme reads as the
 * spec's eight keys, its missing colours from the defaults (SPEC section 9); anything else is no
 * custom theme.
 */
export function themeFromPlane(stored: Record<string, unknown>): Theme | null {
  if (stored.theme !== 'custom') return null;
  const colours = Object.fromEntries(
    THEME_COLOR_KEYS.flatMap((key) => (typeof stored[key] === 'string' && isValidThemeHex(stored[key]) ? [[key, stored[key]]] : [])),
  );
  const darkPalette = typeof stored.darkPalette === 'boolean' ? stored.darkPalette : undefined;
  return themePayload(themeFormValues({ ...colours, darkPalette }));
}

/** Plane's profile refuses `theme: null`: no custom theme is `{}`. Ours is stored whole (Plane's web reads its colours from it). */
export const themeToPlane = (theme: Theme | null): Theme | Record<string, never> => theme ?? {};

/** The current user is three answers: the user, the profile (theme) and the membership (role) in the page's workspace. */
export function composeCurrentUser(me: PlaneUserLite, profile: PlaneProfile, membership: PlaneMemberMe | null): CurrentUser {
  return {
    ...userFromPlane(me),
    theme: themeFromPlane(profile.theme),
    // A non-member gets blank values (no id): no role there.
    role: membership?.id ? roleFromValue(membership.role) : 'guest',
  };
}

/** Plane lets browsers keep these answers 12 s: a read right after a write must not get the old one. */
const fresh = { cache: 'no-store' as const };

async function currentUser(signal?: AbortSignal): Promise<ApiResult<CurrentUser>> {
  const slug = workspaceContext.get();
  const noMembership: Promise<ApiResult<PlaneMemberMe | null>> = Promise.resolve(ok(null));
  const answers = await all([
    plane('me', {}, { guard: isPlaneUserLite, signal, ...fresh }),
    plane('profile', {}, { guard: isPlaneProfile, signal, ...fresh }),
    slug ? plane('memberMe', { slug }, { guard: isPlaneMemberMe, signal }) : noMembership,
  ] as const);
  if (answers.ok) keep(keys.me(), ok({ id: answers.data[0].id }));
  return answers.ok ? ok(composeCurrentUser(...answers.data)) : answers;
}

/**
 * Several islands ask for the current user as a page opens (the header's role, the issue page, the
 * editor's mentions): a read that starts while another for the same workspace is under way joins
 * it, so the page asks Plane three times, not three times per island. A read after a write never
 * joins one that started before it. A caller that may cancel reads alone (a shared read carries
 * no caller's signal).
 */
let reading: { slug: string | null; answer: Promise<ApiResult<CurrentUser>> } | null = null;

function joinedCurrentUser(signal?: AbortSignal): Promise<ApiResult<CurrentUser>> {
  if (signal) return currentUser(signal);
  const slug = workspaceContext.get();
  if (!reading || reading.slug !== slug) {
    const answer = currentUser();
    reading = { slug, answer };
    void answer.finally(() => {
      if (reading?.answer === answer) reading = null;
    });
  }
  return reading.answer;
}

/** After a write (and for tests): the next read asks afresh. */
export function forgetCurrentUserRead(): void {
  reading = null;
}

export const userCalls: PlaneCalls = {
  config: {
    uses: ['instances'],
    does: '`file_size_limit` from `config`; the answer is kept for the page (Unsplash asks it too).',
    run: () => mapAnswer(lookups.instance(), (instance) => ({ file_size_limit: instance.config.file_size_limit })),
  },

  me: {
    uses: ['me', 'profile', 'memberMe'],
    does: 'Composes three answers: the user (picture from `avatar_url`), the profile\'s theme (`{}` or a preset is none) and the role in the page\'s workspace (20/15/5; none without a workspace or membership: guest). Read uncached (Plane lets browsers keep them 12 s); reads that start together share one.',
    run: (_params, options) => joinedCurrentUser(options.signal),
  },

  updateMe: {
    uses: ['updateMe', 'me', 'profile', 'memberMe'],
    does: 'An uploaded avatar is already linked by the upload\'s last step: only clearing writes (`avatar: ""`); answers the composed user.',
    run: async (_params, options) => {
      const { avatar } = (options.json ?? {}) as { avatar?: string };
      if (!avatar) {
        const cleared = await plane('updateMe', {}, { json: { avatar: '' }, guard: isPlaneUserLite, ...carried(options) });
        if (!cleared.ok) return cleared;
      }
      forgetCurrentUserRead();
      return currentUser(options.signal);
    },
  },

  updateProfile: {
    uses: ['updateProfile'],
    does: 'Writes the theme whole; no theme is `{}` (Plane refuses null); reads it back as the spec\'s theme or null.',
    run: (_params, options) => {
      const { theme } = (options.json ?? {}) as { theme?: Theme | null };
      const written = plane('updateProfile', {}, { json: { theme: themeToPlane(theme ?? null) }, guard: isPlaneProfile, ...carried(options) });
      void written.then(forgetCurrentUserRead);
      return mapAnswer(written, (profile) => ({ theme: themeFromPlane(profile.theme) }));
    },
  },
};
