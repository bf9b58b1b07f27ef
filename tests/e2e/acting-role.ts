import type { Page } from '@playwright/test';
import { buildSeed } from '../../fixtures/seed';
import { planeRoleOf } from '../../mocks/plane/world';
import { roleFromValue, type RoleName } from '../../src/domain/roles';
import { expect, isPlane, openPage } from './fixtures';
import { signInToPlane } from './plane-sign-in';

/**
 * Playing a role. The mocked and real-server builds take it from the demo's Role select (or
 * `?role=` in the address); a plane build shows the role the server reports and its select is
 * disabled, so there the test signs in as a seeded person who holds that role, as a person would.
 * Each returns the role the site then plays: the same, except that Plane has no viewer (the
 * Plane-shaped server reads the seed's viewer as a guest, as Plane's own role table does).
 */
const seedUsers = buildSeed().users.filter((user) => !user.is_bot);

/** Who holds `role` in the seed workspace (the first such person). */
function personWith(role: RoleName) {
  const person = seedUsers.find((user) => user.role === role);
  if (!person) throw new Error(`the seed has nobody with the role ${role}`);
  return person;
}

/** Signs this page's browser context in as the seeded person with `role`; answers the role the site will play. */
async function signInAs(page: Page, role: RoleName): Promise<RoleName> {
  const person = personWith(role);
  await signInToPlane(page.request, person.email);
  return roleFromValue(planeRoleOf(person));
}

const roleSelect = (page: Page) => page.getByRole('combobox', { name: /^Role/ });

/** The page as `role` sees it from now on: switched live on the Role select, or on Plane signed in and reloaded. */
export async function actAs(page: Page, role: RoleName): Promise<RoleName> {
  if (!isPlane()) {
    await roleSelect(page).selectOption(role);
    return role;
  }
  const played = await signInAs(page, role);
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(roleSelect(page)).toHaveValue(played);
  return played;
}

/** Opens `path` as `role`: with `?role=` in the address, or on Plane signed in as someone who holds it. */
export async function openAs(page: Page, path: string, role: RoleName): Promise<RoleName> {
  if (!isPlane()) {
    await openPage(page, `${path}${path.includes('?') ? '&' : '?'}role=${role}`);
    return role;
  }
  const played = await signInAs(page, role);
  await openPage(page, path);
  await expect(roleSelect(page)).toHaveValue(played);
  return played;
}
