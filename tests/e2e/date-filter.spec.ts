import { addMonths, format } from 'date-fns';
import { test, expect, openPage, CLIENT_ONLY } from './fixtures';
import { dateFilterMessages } from '../../src/domain/messages';
import { defaultDateFilter, describeDateFilter, toIsoDate } from '../../src/domain/date-filter';
import type { Page } from '@playwright/test';
import { openDemoByKeyboard, tabTo } from './keyboard';

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Due date' });
/** Picks another type from the dialog's type dropdown, which is named by the type it shows. */
async function chooseType(page: Page, shown: string, next: string) {
  await dialogOf(page).getByRole('button', { name: shown }).click();
  await page.getByRole('option', { name: next }).click();
}
const day = (page: Page, calendar: string, iso: string) =>
  dialogOf(page).getByRole('group', { name: calendar }).locator(`[data-day="${iso}"] button`);

test.describe('date filter', { tag: CLIENT_ONLY }, () => {
  test.beforeEach(async ({ page, consoleErrors: _ }) => {
    await openPage(page, '/components/date-filter/');
  });

  test('opens as a range from today to next month and applies both values as one chip', async ({ page }) => {
    const { start, end } = defaultDateFilter(new Date());
    await page.getByRole('button', { name: 'Open demo' }).click();
    const dialog = dialogOf(page);
    await expect(dialog.getByRole('button', { name: 'Due date range' })).toBeVisible();
    await expect(dialog.getByRole('group', { name: dateFilterMessages.startCalendar })).toBeVisible();
    await expect(dialog.getByRole('group', { name: dateFilterMessages.endCalendar })).toBeVisible();
    await expect(day(page, dateFilterMessages.startCalendar, toIsoDate(start))).toHaveAttribute('aria-label', /selected/);
    await expect(day(page, dateFilterMessages.endCalendar, toIsoDate(end))).toHaveAttribute('aria-label', /selected/);
    await expect(dialog).toContainText(`${dateFilterMessages.afterLabel} ${format(start, 'MMM dd, yyyy')}`);
    await expect(dialog).toContainText(`${dateFilterMessages.beforeLabel} ${format(end, 'MMM dd, yyyy')}`);

    await dialog.getByRole('button', { name: dateFilterMessages.apply }).click();
    await expect(dialog).toBeHidden();
    const values = [`${toIsoDate(start)};after`, `${toIsoDate(end)};before`];
    const chips = page.getByRole('region', { name: dateFilterMessages.appliedFilters });
    await expect(chips.getByText(describeDateFilter('Due date', values))).toBeVisible();
    await expect(chips.getByText(`target_date=${values.join(',')}`)).toBeVisible();

    await chips.getByRole('button', { name: dateFilterMessages.removeFilter(describeDateFilter('Due date', values)) }).click();
    await expect(chips.getByText(dateFilterMessages.noFilters)).toBeVisible();
  });

  test('the start cannot pass the end and the end cannot precede the start', async ({ page }) => {
    const { start, end } = defaultDateFilter(new Date());
    await page.getByRole('button', { name: 'Open demo' }).click();
    const startCalendar = dialogOf(page).getByRole('group', { name: dateFilterMessages.startCalendar });
    await startCalendar.getByRole('button', { name: 'Go to the Next Month' }).click();
    const dayAfterEnd = new Date(end.getFullYear(), end.getMonth(), end.getDate() + 1);
    if (dayAfterEnd.getMonth() === end.getMonth()) {
      await expect(day(page, dateFilterMessages.startCalendar, toIsoDate(dayAfterEnd))).toBeDisabled();
    }
    await expect(day(page, dateFilterMessages.startCalendar, toIsoDate(end))).toBeEnabled();

    const endCalendar = dialogOf(page).getByRole('group', { name: dateFilterMessages.endCalendar });
    await endCalendar.getByRole('button', { name: 'Go to the Previous Month' }).click();
    const dayBeforeStart = new Date(start.getFullYear(), start.getMonth(), start.getDate() - 1);
    if (dayBeforeStart.getMonth() === start.getMonth()) {
      await expect(day(page, dateFilterMessages.endCalendar, toIsoDate(dayBeforeStart))).toBeDisabled();
    }
    await expect(day(page, dateFilterMessages.endCalendar, toIsoDate(start))).toBeEnabled();
  });

  test('after -> a later start -> range: Apply is disabled and the Before date hides', async ({ page }) => {
    const { end } = defaultDateFilter(new Date());
    await page.getByRole('button', { name: 'Open demo' }).click();
    const dialog = dialogOf(page);
    await chooseType(page, 'Due date range', 'Due date after');
    await expect(dialog.getByRole('group', { name: dateFilterMessages.endCalendar })).toHaveCount(0);
    const calendar = dialog.getByRole('group', { name: 'Due date after' });
    await calendar.getByRole('button', { name: 'Go to the Next Month' }).click();
    await calendar.getByRole('button', { name: 'Go to the Next Month' }).click();
    const later = addMonths(end, 1);
    await day(page, 'Due date after', toIsoDate(later)).click();
    await chooseType(page, 'Due date after', 'Due date range');
    await expect(dialog.getByRole('button', { name: dateFilterMessages.apply })).toBeDisabled();
    await expect(dialog).toContainText(dateFilterMessages.afterLabel);
    await expect(dialog).not.toContainText(dateFilterMessages.beforeLabel);
  });

  test('before emits one value; every opening starts fresh', async ({ page }) => {
    const { start } = defaultDateFilter(new Date());
    await page.getByRole('button', { name: 'Open demo' }).click();
    const dialog = dialogOf(page);
    await chooseType(page, 'Due date range', 'Due date before');
    await dialog.getByRole('button', { name: dateFilterMessages.cancel }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Open demo' }).click();
    await expect(dialog.getByRole('button', { name: 'Due date range' })).toBeVisible();
    await chooseType(page, 'Due date range', 'Due date before');
    await dialog.getByRole('button', { name: dateFilterMessages.apply }).click();
    await expect(page.getByText(`target_date=${toIsoDate(start)};before`)).toBeVisible();
  });

  test('Mod-Enter applies, as the Apply button does', async ({ page }) => {
    const { start } = defaultDateFilter(new Date());
    await page.getByRole('button', { name: 'Open demo' }).click();
    const dialog = dialogOf(page);
    await chooseType(page, 'Due date range', 'Due date after');
    await page.keyboard.press('ControlOrMeta+Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`target_date=${toIsoDate(start)};after`)).toBeVisible();
  });

  test('"Custom" on a field that has a custom date removes it', async ({ page }) => {
    const custom = page.getByRole('button', { name: `Start date: ${dateFilterMessages.custom}` });
    await custom.click();
    await page.getByRole('dialog', { name: 'Start date' }).getByRole('button', { name: dateFilterMessages.apply }).click();
    await expect(custom).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(/^start_date=/)).toBeVisible();
    await custom.click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(custom).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByText(dateFilterMessages.noFilters)).toBeVisible();
  });

  test('keyboard only: choose "before", move through the calendar, apply, remove the chip', async ({ page }) => {
    const { start } = defaultDateFilter(new Date());
    await openDemoByKeyboard(page);
    const dialog = dialogOf(page);
    await expect(dialog).toBeVisible();
    // Tab from the close button to the type dropdown.
    const typeButton = dialog.getByRole('button', { name: 'Due date range' });
    await tabTo(page, typeButton, { max: 3 });
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: 'Due date before' })).toBeFocused();

    // Tab past the month buttons into the day grid, where the chosen day takes focus.
    const selected = day(page, 'Due date before', toIsoDate(start));
    await tabTo(page, selected, { max: 4 });
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const weekLater = new Date(start.getFullYear(), start.getMonth(), start.getDate() + 7);
    await expect(day(page, 'Due date before', toIsoDate(weekLater))).toHaveAttribute('aria-label', /selected/);

    const apply = dialog.getByRole('button', { name: dateFilterMessages.apply });
    await tabTo(page, apply, { max: 4 });
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    const label = describeDateFilter('Due date', [`${toIsoDate(weekLater)};before`]);
    const remove = page.getByRole('button', { name: dateFilterMessages.removeFilter(label) });
    await tabTo(page, remove, { max: 6 });
    await page.keyboard.press('Enter');
    await expect(page.getByText(dateFilterMessages.noFilters)).toBeVisible();
    // The removed chip's button is gone, so focus lands on the section heading, not on the page body.
    await expect(page.getByRole('heading', { name: dateFilterMessages.appliedFilters })).toBeFocused();

    const opener = page.getByRole('button', { name: 'Open demo' });
    await tabTo(page, opener, { max: 6, backwards: true });
    await page.keyboard.press('Enter');
    // Headless UI moves focus onto the dialog once it has opened; Escape is handled from there.
    await expect(dialog).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open demo' })).toBeFocused();
  });
});
