import { SETTINGS_MENU, type RoleName } from '../../src/domain/roles';

export type SettingsPageKey = 'general' | 'members' | 'billing' | 'exports' | 'webhooks' | 'api-tokens' | 'imports';

/** The menu's pages (SPEC section 2) plus Imports, which is reached from Exports and needs an admin. */
export const SETTINGS_PAGES: ReadonlyArray<{ key: SettingsPageKey; label: string; path: string; minimum: RoleName }> = [
  ...(SETTINGS_MENU as ReadonlyArray<{ key: SettingsPageKey; label: string; path: string; minimum: RoleName }>),
  { key: 'imports', label: 'Imports', path: '/settings/imports', minimum: 'admin' },
];

export function settingsPage(key: SettingsPageKey) {
  return SETTINGS_PAGES.find((p) => p.key === key)!;
}
