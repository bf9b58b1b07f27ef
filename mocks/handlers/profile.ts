import type { CurrentUser, Theme } from '../../src/domain/entities';
import { isValidThemeHex, THEME_COLOR_KEYS } from '../../src/domain/theme';
import type { MockDb } from '../db';
import { badRequest, json, readJson, route } from '../runtime';

/** Writes to the current user (theme, avatar); the workspace's logo is saved by handlers/settings.ts. */

function currentUser(db: MockDb): CurrentUser {
  const { role, ...user } = db.currentUser();
  return { ...user, role };
}

/** An image reference: null or "" clears it; otherwise an http(s) URL or a site path. */
export function imageField(value: unknown): { ok: true; value: string | null } | { ok: false } {
  if (value === null || value === '') return { ok: true, value: null };
  if (typeof value === 'string' && /^(https?:\/\/[^\s]+|\/[^\s]*)$/.test(value.trim())) return { ok: true, value: value.trim() };
  return { ok: false };
}

/** Why a theme is refused, or null when it is a complete custom theme (SPEC section 3). */
function themeProblem(theme: Record<string, unknown>): string | null {
  for (const key of THEME_COLOR_KEYS) {
    const value = theme[key];
    if (typeof value !== 'string' || !isValidThemeHex(value)) return `${key}: Enter a valid hex code of 6 characters`;
  }
  if (typeof theme.darkPalette !== 'boolean') return 'darkPalette: Must be a boolean.';
  const palette = THEME_COLOR_KEYS.map((key) => String(theme[key]).toLowerCase()).join(',');
  if (typeof theme.palette !== 'string' || theme.palette.toLowerCase() !== palette) return 'palette: Must be the five colours joined by commas.';
  if (theme.theme !== 'custom') return 'theme: Must be "custom".';
  return null;
}

export const profileRoutes = [
  route('updateProfile', async ({ db, request }) => {
    const body = await readJson(request);
    if (!body || !('theme' in body)) return badRequest({ theme: ['This field is required.'] });
    const { theme } = body;
    if (theme !== null && (typeof theme !== 'object' || Array.isArray(theme))) return badRequest({ theme: ['Must be an object or null.'] });
    let stored: Theme | null = null;
    if (theme !== null) {
      const problem = themeProblem(theme as Record<string, unknown>);
      if (problem) return badRequest({ theme: [problem] });
      const t = theme as Theme;
      stored = {
        background: t.background.toLowerCase(), text: t.text.toLowerCase(), primary: t.primary.toLowerCase(),
        sidebarBackground: t.sidebarBackground.toLowerCase(), sidebarText: t.sidebarText.toLowerCase(),
        darkPalette: t.darkPalette, palette: t.palette.toLowerCase(), theme: 'custom',
      };
    }
    db.users.update(db.currentUserId, { theme: stored });
    return json({ id: db.currentUserId, theme: stored });
  }, 'theme-update'),

  route('updateMe', async ({ db, request }) => {
    const body = await readJson(request);
    if (!body) return badRequest('The request body must be a JSON object.');
    if (!('avatar' in body)) return badRequest({ avatar: ['This field is required.'] });
    const avatar = imageField(body.avatar);
    if (!avatar.ok) return badRequest({ avatar: ['Enter a valid URL.'] });
    db.users.update(db.currentUserId, { avatar: avatar.value });
    return json(currentUser(db));
  }),

];
