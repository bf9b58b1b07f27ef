/** Roles and permissions, SPEC section 6. */
import { ROLES, type RoleName, type RoleValue } from './role-names';

export { ROLES, ROLE_NAMES, parseRole, type RoleName, type RoleValue } from './role-names';

export const ROLE_TABLE: ReadonlyArray<{ name: RoleName; label: string; value: RoleValue; meaning: string }> = [
  { name: 'guest', label: 'Guest', value: 5, meaning: 'External member invited as a guest' },
  { name: 'viewer', label: 'Viewer', value: 10, meaning: 'External member invited as a guest' },
  { name: 'member', label: 'Member', value: 15, meaning: 'Read, write, edit and delete entities inside projects, cycles, modules' },
  { name: 'admin', label: 'Admin', value: 20, meaning: 'All permissions' },
];

export function roleLabel(role: RoleName): string {
  return ROLE_TABLE.find((r) => r.name === role)!.label;
}

export function roleValue(role: RoleName): RoleValue {
  return ROLES[role];
}

export function meetsRole(role: RoleName, minimum: RoleName): boolean {
  return ROLES[role] >= ROLES[minimum];
}

/** Module links: guests, viewers, or a disabled feature state hide edit, open and delete. */
export function canEditModuleLinks(role: RoleName, featureEnabled = true): boolean {
  return featureEnabled && meetsRole(role, 'member');
}

/** Entities inside projects (issues, links, cycles, modules) are written by members and up. */
export function canWriteEntities(role: RoleName): boolean {
  return meetsRole(role, 'member');
}

/** Enabling a disabled project feature (inbox, cycles, modules, pages, views) needs an admin. */
export function canManageFeatures(role: RoleName): boolean {
  return meetsRole(role, 'admin');
}

export const SETTINGS_MENU: ReadonlyArray<{ key: string; label: string; path: string; minimum: RoleName }> = [
  { key: 'general', label: 'General', path: '/settings', minimum: 'guest' },
  { key: 'members', label: 'Members', path: '/settings/members', minimum: 'guest' },
  { key: 'billing', label: 'Billing and plans', path: '/settings/billing', minimum: 'admin' },
  { key: 'exports', label: 'Exports', path: '/settings/exports', minimum: 'member' },
  { key: 'webhooks', label: 'Webhooks', path: '/settings/webhooks', minimum: 'admin' },
  { key: 'api-tokens', label: 'API tokens', path: '/settings/api-tokens', minimum: 'admin' },
];

export function settingsMenuFor(role: RoleName) {
  return SETTINGS_MENU.filter((item) => meetsRole(role, item.minimum));
}

/** Named permissions, derived from the predicates above so the matrix on /components/roles/ is never written twice. */
export const PERMISSIONS: ReadonlyArray<{ key: string; label: string; allowed: (role: RoleName) => boolean }> = [
  { key: 'view', label: 'View workspace content', allowed: () => true },
  { key: 'write', label: 'Create, edit and delete issues, cycles, modules', allowed: canWriteEntities },
  { key: 'module-links', label: 'Edit, open and delete module links', allowed: (r) => canEditModuleLinks(r) },
  { key: 'empty-state-create', label: 'Use empty-state create buttons', allowed: (r) => meetsRole(r, 'member') },
  { key: 'features', label: 'Enable disabled features (inbox, cycles, modules, pages, views)', allowed: canManageFeatures },
  ...SETTINGS_MENU.map((item) => ({
    key: `settings-${item.key}`,
    label: `Settings: ${item.label}`,
    allowed: (r: RoleName) => meetsRole(r, item.minimum),
  })),
];

/**
 * A role as a server sends it, an integer (Plane: 20 admin, 15 member, 5 guest; 10 is gone there
 * but kept here). Anything else, a missing role included, is the least privileged role.
 */
export function roleFromValue(value: number | null | undefined): RoleName {
  return ROLE_TABLE.find((r) => r.value === value)?.name ?? 'guest';
}
