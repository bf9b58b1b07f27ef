import { describe, expect, it } from 'vitest';
import { composeCurrentUser, themeFromPlane, themeToPlane, userFromPlane } from './users';

const full = { background: '#1a1d23', text: '#f5f5f5', primary: '#3f76ff', sidebarBackground: '#111318', sidebarText: '#c8ccd4', darkPalette: true, palette: '#1a1d23,#f5f5f5,#3f76ff,#111318,#c8ccd4', theme: 'custom' as const };

describe('Plane’s profile theme as the spec’s', () => {
  it.each<[string, Record<string, unknown>, object | null]>([
    ['none ({})', {}, null],
    ['a preset', { theme: 'dark' }, null],
    ['a preset with colours left from a custom one', { theme: 'dark', primary: '#ff0000' }, null],
    ['ours, whole', full, full],
    ['Plane’s custom theme: its three keys, the rest from the defaults', { theme: 'custom', primary: '#3f76ff', background: '#1a1d23', darkPalette: true },
      { primary: '#3f76ff', background: '#1a1d23', text: '#c5c5c5', sidebarBackground: '#0d101b', sidebarText: '#c5c5c5', darkPalette: true, theme: 'custom' }],
    ['a colour that is not #rrggbb is left out', { theme: 'custom', primary: 'red', background: '#fff' }, { primary: '#3f76ff', background: '#0d101b' }],
  ])('%s', (_what, stored, expected) => {
    const theme = themeFromPlane(stored);
    if (expected === null) expect(theme).toBeNull();
    else expect(theme).toMatchObject(expected);
  });

  it('writes ours whole and no theme as {}, since Plane refuses null', () => {
    expect(themeToPlane(full)).toBe(full);
    expect(themeToPlane(null)).toEqual({});
  });
});

describe('the current user from three answers', () => {
  const me = { id: 'u1', display_name: 'mara', first_name: 'Mara', last_name: 'Okafor', email: 'm@x.test', avatar: '', avatar_url: '/api/assets/v2/static/a1/', is_bot: false };
  it.each<[string, { id?: string; role: number | null } | null, string]>([
    ['an admin of the page’s workspace', { id: 'm1', role: 20 }, 'admin'],
    ['a member', { id: 'm1', role: 15 }, 'member'],
    ['not a member (Plane’s blank answer)', { role: null }, 'guest'],
    ['no workspace known', null, 'guest'],
  ])('%s', (_what, membership, role) => {
    expect(composeCurrentUser(me, { theme: {} }, membership)).toMatchObject({ id: 'u1', role, theme: null, avatar: '/api/assets/v2/static/a1/' });
  });

  it('the picture is avatar_url; the legacy avatar text only without it', () => {
    expect(userFromPlane({ ...me, avatar_url: null, avatar: 'https://old.example/a.png' }).avatar).toBe('https://old.example/a.png');
    expect(userFromPlane({ ...me, avatar_url: '', avatar: '' }).avatar).toBeNull();
  });
});
