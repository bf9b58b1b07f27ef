import { test, expect, builtChunk, isPlane, openPage } from './fixtures';
import { editorMessages, editorSourceViewMessages } from '../../src/domain/messages';

// The editor's markdown writer is a chunk of its own, fetched while the editor is created
// (islands/editor/markdown/remark-writer-loader.ts); here it does not arrive the first time.
test.describe('editor: a part of it that does not arrive', () => {
  test.use({ allowConsoleErrors: [/The editor could not be created|Failed to fetch dynamically imported module|net::ERR_FAILED/] });

  test('says so where the editor would be, and Try again brings the editor', async ({ page, consoleErrors: _ }) => {
    let fetches = 0;
    await page.context().route(builtChunk('remark-writer'), (route) => (fetches++ === 0 ? route.abort('failed') : route.continue()));
    await openPage(page, '/components/editor/');

    const alert = page.getByRole('alert').filter({ hasText: editorMessages.editorLoadFailed });
    await expect(alert).toBeVisible();
    const editor = page.getByRole('textbox', { name: editorMessages.editorLabel });
    await expect(editor).toHaveCount(0);
    // Nothing to save while the editor holds no document: a save now would write an empty one.
    // (On Plane, which keeps no demo document, the page has no Save and opens an empty document.)
    const keepsDocument = !isPlane();
    const save = page.getByRole('button', { name: editorMessages.save });
    if (keepsDocument) await expect(save).toBeDisabled();
    // No view to switch to either: the switch comes back with the editor.
    const viewSwitch = page.getByRole('group', { name: editorSourceViewMessages.group });
    await expect(viewSwitch).toHaveCount(0);

    await alert.getByRole('button', { name: editorMessages.retry }).click();
    await expect(alert).toBeHidden();
    await expect(editor).toBeVisible();
    // The button that had the focus is gone: the editor has it, and typing goes on in it.
    await expect(editor).toBeFocused();
    // The editor takes the focus once created whole, writer included. Its view is drawn before the
    // writer's chunk has arrived, so counting the fetches as soon as it shows raced the second one.
    expect(fetches).toBe(2);
    await expect(viewSwitch).toBeVisible();
    if (keepsDocument) {
      await expect(save).toBeEnabled();
      await expect(editor.locator('h1').first()).toHaveText('Release notes draft');
    }
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('| written | after |');
    await expect(page.getByRole('region', { name: editorMessages.panelMarkdown }).locator('pre')).toContainText('written | after');
  });
});

// The editor is made over several tasks (islands/editor/plugins/creation-yields.ts), and the page
// paints between them: the space held for it must stay as it was until the document is drawn.
test.describe('editor: the space held while it loads', () => {
  for (const [path, name] of [['/components/editor/', editorMessages.editorLabel], ['/components/viewer/', editorMessages.viewerLabel]] as const) {
    test(`${path}: nothing on the page moves as the ${path.includes('viewer') ? 'viewer' : 'editor'} arrives`, async ({ page, consoleErrors: _ }) => {
      await page.addInitScript(() => {
        const shifts: string[] = [];
        (window as unknown as { shifts: string[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; sources?: Array<{ node?: Node }> }>) {
            // What moved in the page's content (the site's header is not this test's).
            const moved = (entry.sources ?? []).map((s) => s.node as Element | undefined).filter((node) => node?.closest?.('main'));
            if (moved.length) shifts.push(`${entry.value.toFixed(4)} ${moved.map((node) => node!.className).join(', ')}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // A slower machine: the page paints between the editor's tasks, as it does on a phone.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(path);
      await expect(page.getByRole('textbox', { name }).first()).toBeVisible({ timeout: 30_000 });
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
    });
  }
});
