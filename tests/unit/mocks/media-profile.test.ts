import { describe, expect, it } from 'vitest';
import { themePayload } from '../../../src/domain/theme';
import { DEFAULT_THEME } from '../../../src/domain/constants';

const patch = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(path, { method: 'PATCH', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json', ...headers } });

describe('unsplash and project covers', () => {
  it('searches the catalogue by word prefix and answers {results}', async () => {
    const all = await (await fetch('/api/unsplash/?query=')).json();
    expect(all.results).toHaveLength(12);
    expect(all.results[0]).toMatchObject({
      id: 'unsplash-1',
      alt_description: 'mountain lake at dawn',
      urls: { regular: '/fixtures/unsplash/1.svg', small: '/fixtures/unsplash/1.svg?w=400' },
    });
    const forest = await (await fetch('/api/unsplash/?query=FOREST')).json();
    expect(forest.results.map((r: { alt_description: string }) => r.alt_description)).toEqual(['forest path in autumn', 'foggy pine forest']);
    expect((await (await fetch('/api/unsplash/?query=mount%20snow')).json()).results).toHaveLength(1);
    expect((await (await fetch('/api/unsplash/?query=zebra')).json()).results).toEqual([]);
  });

  it('lists the project covers, and the unsplash-down scenario fails the search', async () => {
    expect(await (await fetch('/api/project-covers/')).json()).toEqual([1, 2, 3, 4, 5, 6].map((n) => `/fixtures/covers/${n}.svg`));
    const down = await fetch('/api/unsplash/?query=', { headers: { 'x-mock-scenario': 'unsplash-down' } });
    expect(down.status).toBe(503);
  });
});

describe('profile writes', () => {
  const theme = themePayload({ ...DEFAULT_THEME, darkPalette: true });

  it('saves the theme, and the current user reads it back', async () => {
    const response = await patch('/api/users/me/profile/', { theme });
    expect(response.status).toBe(200);
    expect((await response.json()).theme).toEqual(theme);
    expect((await (await fetch('/api/users/me/')).json()).theme).toEqual(theme);
    expect((await patch('/api/users/me/profile/', { theme: null })).status).toBe(200);
    expect((await (await fetch('/api/users/me/')).json()).theme).toBeNull();
  });

  it.each([
    [{}, 'theme'],
    [{ theme: 'dark' }, 'theme'],
    [{ theme: { ...theme, primary: '#12345' } }, 'primary'],
    [{ theme: { ...theme, darkPalette: 'yes' } }, 'darkPalette'],
    [{ theme: { ...theme, palette: '#000000' } }, 'palette'],
    [{ theme: { ...theme, theme: 'light' } }, 'theme'],
  ])('refuses %j', async (body, field) => {
    const response = await patch('/api/users/me/profile/', body);
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(field);
  });

  it('theme-update-fails fails the theme call only', async () => {
    expect((await patch('/api/users/me/profile/', { theme }, { 'x-mock-scenario': 'theme-update-fails' })).status).toBe(500);
  });

  it('sets and clears the avatar and the workspace logo, refusing unsafe values', async () => {
    const me = await (await patch('/api/users/me/', { avatar: 'http://localhost:3000/uploads/default/asset-1.png' })).json();
    expect(me.avatar).toBe('http://localhost:3000/uploads/default/asset-1.png');
    expect((await (await patch('/api/users/me/', { avatar: '' })).json()).avatar).toBeNull();
    expect((await patch('/api/users/me/', { avatar: 'javascript:alert(1)' })).status).toBe(400);
    expect((await patch('/api/users/me/', {})).status).toBe(400);
    const workspace = await (await patch('/api/workspaces/acme/', { logo: '/uploads/default/asset-2.png' })).json();
    expect(workspace).toMatchObject({ id: 'ws-acme', logo: '/uploads/default/asset-2.png' });
    expect((await patch('/api/workspaces/acme/', { logo: 'data:image/png;base64,AAAA' })).status).toBe(400);
    expect((await patch('/api/workspaces/nope/', { logo: null })).status).toBe(404);
  });
});
