/**
 * The roles' names and ranks, apart from the permission tables in roles.ts: the docs pages' header
 * reads the session's role with only this (scripts/page-weight.mjs budgets those pages by the byte).
 */

export const ROLES = { guest: 5, viewer: 10, member: 15, admin: 20 } as const;
export type RoleName = keyof typeof ROLES;
export type RoleValue = (typeof ROLES)[RoleName];

export const ROLE_NAMES = Object.keys(ROLES) as RoleName[];

/** Unknown or missing role strings count as the least privileged role, as Plane does. */
export function parseRole(value: string | null | undefined): RoleName {
  const v = (value ?? '').toLowerCase();
  return (ROLE_NAMES as string[]).includes(v) ? (v as RoleName) : 'guest';
}
