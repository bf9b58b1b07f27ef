import type { User } from './entities';

/** How a person is named in lists: bots as "{first_name} Bot", people by their display name. */
export function displayName(user: Pick<User, 'display_name' | 'first_name' | 'is_bot'>): string {
  return user.is_bot ? `${user.first_name} Bot` : user.display_name;
}

/** Initials for an avatar without an image. */
export function initials(user: Pick<User, 'display_name' | 'first_name'>): string {
  const source = user.first_name || user.display_name || '?';
  return source.slice(0, 1).toUpperCase();
}
