import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has the focus, as a keyboard user would;
 * fails after `max` presses.
 */
export async function tabTo(page: Page, target: Locator, { max = 10, backwards = false } = {}): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** Opens a component page's demo as a keyboard user does (focus "Open demo", Enter); returns the opener. */
export async function openDemoByKeyboard(page: Page): Promise<Locator> {
  const opener = page.getByRole('button', { name: 'Open demo' });
  await opener.focus();
  await page.keyboard.press('Enter');
  return opener;
}
