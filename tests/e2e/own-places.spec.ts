import { test, expect, isPlane, openPage } from './fixtures';
import { openAs } from './acting-role';
import { linkMessages, ownPlacesMessages, signInMessages } from '../../src/domain/messages';

/**
 * Issue 15: the sidebar's links into the workspace. The mocked site and the spec's server serve the
 * sample, whose links are built with the site; a `plane` build cannot know the server's ids, so it
 * finds the reader's own (their first workspace and project: there, the seed's WEB) and links those.
 * Either way a reader lands on records that exist, never on a not-found page.
 */

const sidebar = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Pages', exact: true });
const groupTitle = () => (isPlane() ? ownPlacesMessages.title : 'Demo workspace');

test.describe('links into the workspace', () => {
  test('the sidebar opens the workspace\'s first issue, a cycle and a module, each one the server has', async ({ page, paths, consoleErrors: _ }) => {
    await openPage(page, '/');
    const nav = sidebar(page);
    await expect(nav.getByText(groupTitle(), { exact: true })).toBeVisible();
    const issue = nav.getByRole('link', { name: 'Issue WEB-1', exact: true });
    await expect(issue).toHaveAttribute('href', paths.issue('issue-web-0001'));

    // A cycle and a module by their names: the page they open is headed with the same name.
    for (const kind of ['Cycle', 'Module'] as const) {
      await openPage(page, '/');
      const link = sidebar(page).getByRole('link', { name: new RegExp(`^${kind}: `) });
      const name = (await link.textContent())!.replace(`${kind}: `, '');
      await link.click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    }

    await openPage(page, '/');
    await sidebar(page).getByRole('link', { name: 'Issue WEB-1', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ship the shared dialogs' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${paths.issue('issue-web-0001')}$`));
  });

  test('the overview\'s product links show the same addresses', async ({ page, paths }) => {
    await openPage(page, '/');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: paths.issue('issue-web-0001') })).toHaveAttribute('href', paths.issue('issue-web-0001'));
    await expect(main.getByRole('link', { name: paths.profile('user-0001') })).toBeVisible();
    await expect(main.getByRole('status')).toBeHidden();
  });

  test('a component page whose address names no records plays on the workspace\'s', async ({ page }) => {
    // Not openPage: it names the run's records in the address, and this is about a page that names none.
    await page.goto('/components/link-form/');
    await expect(page.getByRole('button', { name: linkMessages.addLinkButton }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit link Milkdown docs' })).toBeVisible();
  });
});

test.describe('finding the workspace', () => {
  test('on Plane the links have no address until found, and are found once a session; with the sample they come with the page', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = 0;
    await page.route('**/api/users/me/workspaces/', async (route) => {
      asked += 1;
      await held;
      await route.fallback();
    });
    await page.goto('/');
    const nav = sidebar(page);
    if (isPlane()) {
      await expect(nav.getByRole('status')).toHaveText(ownPlacesMessages.finding);
      await expect(nav.getByRole('link', { name: /^Issue / })).toHaveCount(0);
      release();
    }
    await expect(nav.getByRole('link', { name: 'Issue WEB-1' })).toBeVisible();
    await expect(nav.getByRole('status')).toBeHidden();

    await page.goto('/scenarios/');
    await expect(sidebar(page).getByRole('link', { name: 'Issue WEB-1' })).toBeVisible();
    // Plane is asked once a session; the sample's links are built with the site and ask nothing.
    expect(asked).toBe(isPlane() ? 1 : 0);
    release();
  });

  test('a failed read says so in the group on Plane, and no link points anywhere; the sample\'s links never read', async ({ page }) => {
    await page.route('**/api/users/me/workspaces/', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'Down for maintenance.' }) }));
    await page.goto('/');
    const nav = sidebar(page);
    if (isPlane()) {
      await expect(nav.getByRole('status')).toContainText(ownPlacesMessages.unreachable);
      await expect(nav.getByRole('link', { name: /^(Issue|Cycle:|Module:) / })).toHaveCount(0);
    } else {
      await expect(nav.getByRole('link', { name: /^(Issue|Cycle:|Module:) / })).toHaveCount(3);
      await expect(nav.getByText(ownPlacesMessages.unreachable)).toHaveCount(0);
    }
    await expect(nav.getByRole('link', { name: 'Create a workspace' })).toBeVisible();
  });

  test('on the sign-in page nothing is read: on Plane the group says to sign in, the sample\'s links stay', async ({ page }) => {
    await page.context().clearCookies();
    let asked = 0;
    await page.route('**/api/users/me/workspaces/', (route) => {
      asked += 1;
      return route.continue();
    });
    await page.goto('/accounts/sign-in/');
    await expect(page.getByRole('heading', { level: 1, name: signInMessages.title })).toBeVisible();
    const nav = sidebar(page);
    const placeLinks = nav.getByRole('link', { name: /^(Issue|Cycle:|Module:) / });
    if (isPlane()) {
      await expect(nav.getByRole('status')).toHaveText(ownPlacesMessages.signedOut);
      await expect(placeLinks).toHaveCount(0);
    } else {
      await expect(placeLinks).toHaveCount(3);
    }
    await page.waitForLoadState('networkidle');
    expect(asked).toBe(0);
  });
});

test('on a docs page the header\'s Role is the reader\'s own in the workspace the sidebar links, not Guest for want of one', async ({ page }) => {
  const played = await openAs(page, '/', 'member');
  await expect(page.getByRole('combobox', { name: /^Role/ })).toHaveValue(played);
  await expect(page.getByRole('navigation', { name: 'Pages', exact: true }).getByRole('link', { name: 'Issue WEB-1', exact: true })).toBeVisible();
});
