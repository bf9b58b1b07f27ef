import type { CurrentUser, Theme, Workspace } from '../domain/entities';
import { isBoolean, isRecord, isString, nullable, shape } from './guards';
import { send } from './send';
import { isCurrentUser } from './core';
import type { ApiResult } from './result';

const isTheme = shape<Theme>({
  background: isString,
  text: isString,
  primary: isString,
  sidebarBackground: isString,
  sidebarText: isString,
  darkPalette: isBoolean,
  palette: isString,
  theme: (v: unknown): v is 'custom' => v === 'custom',
});

const isProfile = shape<{ theme: Theme | null }>({ theme: nullable(isTheme) });

const isWorkspace = (value: unknown): value is Workspace =>
  isRecord(value) && isString(value.id) && isString(value.slug) && nullable(isString)(value.logo);

export const profileApi = {
  /** The user theme update call (SPEC section 7); null removes the custom theme. */
  updateTheme: (theme: Theme | null) =>
    send('updateProfile', {}, { json: { theme }, guard: isProfile }),
  updateAvatar: (avatar: string | null): Promise<ApiResult<CurrentUser>> =>
    send('updateMe', {}, { json: { avatar: avatar ?? '' }, guard: isCurrentUser }),
  updateWorkspaceLogo: (slug: string, logo: string | null) =>
    send('updateWorkspace', { slug }, { json: { logo: logo ?? '' }, guard: isWorkspace }),
  /** The current user; a theme of the wrong shape makes the whole answer an error, not a crash later. */
  me: () => send('me', {}, { guard: (v: unknown): v is CurrentUser => isCurrentUser(v) && nullable(isTheme)((v as CurrentUser).theme) }),
  workspace: (slug: string) => send('workspace', { slug }, { guard: isWorkspace }),
};
