import { test, expect, openPage } from './fixtures';
import { addToDescription } from './issue-description';
import { descriptionMessages, linkMessages, signInMessages } from '../../src/domain/messages';
// The Plane-shaped server's password for every seeded user; the spec mock takes any.
import { TEST_PASSWORD } from '../../mocks/plane/config';

/**
 * Sessions (issue 15, item 4): in the `session-expires` scenario the first save answers 401. The
 * page keeps what was typed, goes to the site's sign-in page, and after signing in comes back to the
 * same page with it: the description as a restored draft, the link form open as it was.
 */
async function signIn(page: import('@playwright/test').Page, issue: string) {
  await expect(page).toHaveURL(/\/accounts\/sign-in\/\?next_path=/);
  await expect(page.getByText(signInMessages.backTo(`${issue}?scenario=session-expires`))).toBeVisible();
  await page.getByLabel(signInMessages.emailLabel).fill('ada@acme.test');
  await page.getByLabel(signInMessages.passwordLabel).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: signInMessages.submit }).click();
  await page.waitForURL((url) => url.pathname === issue);
  await page.waitForLoadState('networkidle');
}

test.describe('a session that ends mid-edit', () => {
  test('the description typed before the 401 comes back after signing in', async ({ page, paths, consoleErrors: _ }) => {
    await openPage(page, `${paths.issue('issue-web-0001')}?scenario=session-expires`);
    await addToDescription(page, 'Written before the session ended');
    await page.getByRole('button', { name: descriptionMessages.save }).click();

    await signIn(page, paths.issue('issue-web-0001'));
    await expect(page.getByText(/^Restored your unsaved draft from /)).toBeVisible();
    await expect(page.getByRole('textbox', { name: descriptionMessages.heading })).toContainText('Written before the session ended');
    // The session is back: the save goes through now.
    await page.getByRole('button', { name: descriptionMessages.save }).click();
    await expect(page.getByRole('status').filter({ hasText: new RegExp(`^${descriptionMessages.saved}$`) })).toBeVisible();
  });

  test('an open link form comes back open, with what was typed', async ({ page, paths, consoleErrors: _ }) => {
    await openPage(page, `${paths.issue('issue-web-0001')}?scenario=session-expires`);
    await page.getByRole('button', { name: linkMessages.addLinkButton }).click();
    const dialog = page.getByRole('dialog', { name: linkMessages.addTitle });
    await dialog.getByLabel(linkMessages.urlLabel).fill('https://example.com/kept');
    await dialog.getByLabel(linkMessages.titleLabel).fill('Kept across sign-in');
    await dialog.getByRole('button', { name: linkMessages.submitAdd }).click();

    await signIn(page, paths.issue('issue-web-0001'));
    const again = page.getByRole('dialog', { name: linkMessages.addTitle });
    await expect(again.getByLabel(linkMessages.urlLabel)).toHaveValue('https://example.com/kept');
    await expect(again.getByLabel(linkMessages.titleLabel)).toHaveValue('Kept across sign-in');
    await again.getByRole('button', { name: linkMessages.submitAdd }).click();
    await expect(page.getByRole('link', { name: 'Open link Kept across sign-in' })).toBeVisible();
  });
});

test.describe('the sign-in page', () => {
  test('says so when the form is incomplete, and never sends anyone to another origin', async ({ page, consoleErrors: _ }) => {
    await openPage(page, `/accounts/sign-in/?next_path=${encodeURIComponent('https://evil.example/')}`);
    await expect(page.getByText(signInMessages.backTo('/'))).toBeVisible();
    await page.getByRole('button', { name: signInMessages.submit }).click();
    await expect(page.getByText(signInMessages.emailRequired)).toBeVisible();
    await expect(page.getByText(signInMessages.passwordRequired)).toBeVisible();
  });
});
