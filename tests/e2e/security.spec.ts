import type { Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect, isPlane, openPage, untilShown, CLIENT_ONLY } from './fixtures';
import type { SitePaths } from './paths';
import { emptyEditor, saveDescription } from './editor-page';
import { descriptionBox, GUEST_ISSUE, readDescriptionAsGuest, storeDescription } from './description';
import { expectUnavailable, watchFailedCalls } from './unavailable';
import { armTraps, assertInert, hoverEach } from './inert';
import { OFFSITE_MENTION_ADDRESSES, URL_VECTORS, MARKUP_VECTORS, XSS_VECTORS } from '../../fixtures/xss-vectors';
import { makeHostile } from '../../fixtures/hostile';
import { buildSeed } from '../../fixtures/seed';
import { aiMessages, backendMessages, editorMessages, linkMessages } from '../../src/domain/messages';

/**
 * Hostile input, end to end. The `hostile-data` scenario serves XSS vectors in every field that
 * reaches a screen; forms get them typed in. The traps and the check of what is left on the page
 * are in inert.ts.
 */
test('every HTML file the build wrote carries the Content-Security-Policy, Ladle\'s too', () => {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? walk(path) : entry.name.endsWith('.html') ? [path] : [];
    });
  const DIRS: Record<string, [env: string, fallback: string]> = { 'real-server': ['REAL_DIST_DIR', 'dist-real'], plane: ['PLANE_DIST_DIR', 'dist-plane'] };
  const [envName, fallback] = DIRS[test.info().project.name] ?? ['DIST_DIR', 'dist'];
  const files = walk(process.env[envName] ?? fallback);
  expect(files.length).toBeGreaterThan(100);
  const policy = /<meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self'[^"]*object-src 'none'; base-uri 'self'; form-action 'self'">/;
  expect(files.filter((file) => !policy.test(readFileSync(file, 'utf8')))).toEqual([]);
});

/** Each page by its seed path (the test's title) and the path this run visits. */
const HOSTILE_PAGES: Array<[title: string, visit: (paths: SitePaths) => string]> = [
  ['/acme/projects/project-0001/issues/issue-web-0001/', (p) => p.issue('issue-web-0001')],
  ['/acme/projects/project-0001/modules/module-1-0001/', (p) => p.module('module-1-0001')],
  ['/acme/projects/project-0001/cycles/cycle-1-0001/', (p) => p.cycle('cycle-1-0001')],
  ['/acme/workspace-views/all-issues/', (p) => p.views('all-issues')],
  ['/acme/profile/user-0002/', (p) => p.profile('user-0002')],
  ['/acme/settings/members/', (p) => p.settings('members')],
  ['/components/link-form/', () => '/components/link-form/'],
  ['/components/activity-feed/', () => '/components/activity-feed/'],
];

// Chromium logs each report to the console; assertInert accounts for every one of them.
test.use({ allowConsoleErrors: [/^Executing inline event handler violates the following Content Security Policy/] });

test.describe('hostile data from the API renders as text', () => {
  for (const [title, visit] of HOSTILE_PAGES) {
    test(title, async ({ page, paths, consoleErrors: _ }) => {
      const path = visit(paths);
      const dialogs = await armTraps(page);
      await openPage(page, `${path}?scenario=hostile-data`);
      await page.waitForTimeout(500);
      // Hover and focus everything once: handlers that need an event would fire now.
      await hoverEach(page.locator('main a, main button'), 40);
      await assertInert(page, path);
      expect(dialogs).toEqual([]);
    });
  }

  test('the AI response_html is sanitised before it is shown', async ({ page, consoleErrors: _ }) => {
    const dialogs = await armTraps(page);
    await openPage(page, '/components/ai-assistant/?scenario=hostile-data');
    await page.getByRole('button', { name: 'Open demo' }).click();
    // The assistant's own field, once its popover is open (the page has other textboxes).
    await page.getByRole('textbox', { name: aiMessages.taskLabel }).fill('Summarise this');
    await page.keyboard.press('Enter');
    // The hostile answer really arrived and is on screen (as inert markup) before we check it.
    await expect(page.getByRole('button', { name: aiMessages.useResponse })).toBeVisible();
    await expect(page.getByRole('dialog').or(page.locator('main')).getByText('click', { exact: false }).first()).toBeVisible();
    await assertInert(page, 'ai response');
    expect(dialogs).toEqual([]);
  });

  test('Unsplash alt text with markup stays text', async ({ page, consoleErrors: _ }) => {
    const dialogs = await armTraps(page);
    await openPage(page, '/components/cover-image-picker/?scenario=hostile-data');
    await page.getByRole('button', { name: 'Open demo' }).click();
    // Thumbnails are named by the hostile alt text, as a plain attribute value.
    await expect(page.locator('[aria-label*="<"]').first()).toBeAttached();
    await assertInert(page, 'cover picker');
    expect(dialogs).toEqual([]);
  });
});

test.describe('hostile input typed into the link form', () => {
  const urls = process.env.XSS_FULL ? URL_VECTORS : URL_VECTORS.slice(0, 16);
  const titles = process.env.XSS_FULL ? MARKUP_VECTORS : MARKUP_VECTORS.slice(0, 16);

  test(`every unsafe URL is refused (${urls.length} vectors)`, async ({ page, consoleErrors: _ }) => {
    const dialogs = await armTraps(page);
    await openPage(page, '/components/link-form/');
    await page.getByRole('button', { name: 'Open demo' }).click();
    const dialog = page.getByRole('dialog', { name: linkMessages.addTitle });
    for (const vector of urls) {
      await dialog.getByLabel(linkMessages.urlLabel).fill(vector.payload);
      await dialog.getByRole('button', { name: linkMessages.submitAdd }).click();
      await expect(dialog.getByRole('alert')).toBeVisible();
    }
    await assertInert(page, 'link form urls');
    expect(dialogs).toEqual([]);
  });

  test(`markup in titles is shown as text (${titles.length} vectors)`, async ({ page, consoleErrors: _ }) => {
    test.setTimeout(180_000);
    const dialogs = await armTraps(page);
    await openPage(page, '/components/link-form/');
    for (const [index, vector] of titles.entries()) {
      await page.getByRole('button', { name: 'Open demo' }).click();
      const dialog = page.getByRole('dialog', { name: linkMessages.addTitle });
      // One address per link: Plane refuses a URL its issue already has (serializers/issue.py:583-586 at 4ca6d6c7).
      await dialog.getByLabel(linkMessages.urlLabel).fill(`https://safe.example.com/${index}`);
      await dialog.getByLabel(linkMessages.titleLabel).fill(vector.payload);
      await dialog.getByRole('button', { name: linkMessages.submitAdd }).click();
      await expect(dialog).toBeHidden();
    }
    await expect(page.getByText(titles[0].payload, { exact: true })).toBeVisible();
    await assertInert(page, 'link form titles');
    expect(dialogs).toEqual([]);
  });
});

/** The editor's own textbox on the editor page, once the document has loaded into it. */
const editorBox = (page: Page) => page.getByRole('textbox', { name: editorMessages.editorLabel });
const viewerBox = (page: Page) => page.getByRole('textbox', { name: editorMessages.viewerLabel });

/** The corpus as the hostile-data scenario's demo document holds it in HTML, the form Plane keeps a description in. */
const HOSTILE_HTML = makeHostile(buildSeed()).demoDocuments[0].content_html;

/**
 * Plane has nowhere to keep the editor demo's document, and keeps a description as HTML only (its
 * detail answers `description_html` and no other form: app/serializers/issue.py:924-935 at
 * 4ca6d6c7). So there the corpus as HTML is stored as an issue's description and `check` reads it
 * on the issue page (description.ts); as markdown or JSON the demo pages show the line saying why,
 * and make no failing call.
 */
async function onPlane(page: Page, paths: SitePaths, form: 'markdown' | 'html' | 'json', check: () => Promise<void>) {
  if (form === 'html') {
    await openPage(page, paths.issue(GUEST_ISSUE));
    await storeDescription(page, paths, GUEST_ISSUE, HOSTILE_HTML);
    await page.reload();
    await check();
    return;
  }
  for (const demo of ['editor', 'viewer']) {
    const failed = watchFailedCalls(page);
    await openPage(page, `/components/${demo}/?scenario=hostile-data&form=${form}`);
    await expectUnavailable(page, backendMessages.unavailable.demoDocument, failed);
    await assertInert(page, `${demo} demo, ${form}`);
  }
}

/** Hover every link and mention chip once (up to a bound): hover handlers would fire now. */
async function hoverContent(page: Page, root: ReturnType<typeof editorBox>) {
  await hoverEach(root.locator('a, .mention, img'), 60);
}

test.describe('hostile content through the editor and the viewer', () => {
  // SPEC section 8: an image that fails to load (the corpus's src=x) is only logged to the console.
  // (One pattern: Playwright reads a two-element array here as a value and its options.)
  test.use({ allowConsoleErrors: [/^(Executing inline event handler violates the following Content Security Policy|The image could not be loaded: )/] });
  // The whole corpus in each form of the hostile-data scenario's demo document (fixtures/hostile.ts).
  for (const form of ['markdown', 'html', 'json'] as const) {
    test(`the editor opens the corpus as ${form} inert, and the viewer shows what it saved inert`, async ({ page, paths, consoleErrors: _ }) => {
      // A guard against a hang, not a speed target: as JSON the corpus is 2,000 blocks (690 KB), and
      // this test took 41 s on an idle two-core machine, over a minute when it ran slow.
      test.setTimeout(240_000);
      const dialogs = await armTraps(page);
      if (isPlane()) {
        await onPlane(page, paths, form, async () => {
          const editor = descriptionBox(page);
          await expect(editor).toContainText('alert(1)');
          await hoverContent(page, editor);
          await assertInert(page, `description, ${form}`);
          // What the editor writes back is saved (a change first: an unchanged description has nothing to save).
          await editor.click();
          await page.keyboard.press('ControlOrMeta+End');
          await page.keyboard.type(' Saved.');
          await saveDescription(page);
          const viewer = await readDescriptionAsGuest(page, paths, GUEST_ISSUE);
          await expect(viewer).toContainText('alert(1)');
          await expect(viewer).toContainText('Saved.');
          await hoverContent(page, viewer);
          await assertInert(page, `description read-only, saved from ${form}`);
        });
        expect(dialogs).toEqual([]);
        return;
      }
      await openPage(page, `/components/editor/?scenario=hostile-data&form=${form}`);
      const editor = editorBox(page);
      // The document really loaded: the first vector's text is in the editor.
      await expect(editor).toContainText('alert(1)');
      await expect(page.getByRole('region', { name: editorMessages.panelHtml })).toContainText('alert(1)');
      await hoverContent(page, editor);
      await assertInert(page, `editor, ${form}`);
      await page.getByRole('button', { name: editorMessages.save }).click();
      // The save writes the whole corpus's forms and compresses them first: slow on a loaded machine.
      await untilShown(page.locator('[data-sonner-toast]'), 45_000);
      await expect(page.locator('[data-sonner-toast]')).toContainText(editorMessages.saved);

      await openPage(page, '/components/viewer/?scenario=hostile-data');
      const viewer = viewerBox(page);
      await expect(viewer).toContainText('alert(1)');
      await hoverContent(page, viewer);
      await assertInert(page, `viewer of the saved ${form}`);
      expect(dialogs).toEqual([]);
    });

    test(`the viewer shows the corpus as ${form} inert`, async ({ page, paths, consoleErrors: _ }) => {
      test.setTimeout(90_000);
      const dialogs = await armTraps(page);
      if (isPlane()) {
        await onPlane(page, paths, form, async () => {
          const viewer = await readDescriptionAsGuest(page, paths, GUEST_ISSUE);
          await expect(viewer).toContainText('alert(1)');
          await hoverContent(page, viewer);
          await assertInert(page, `description read-only, ${form}`);
        });
        expect(dialogs).toEqual([]);
        return;
      }
      await openPage(page, `/components/viewer/?scenario=hostile-data&form=${form}`);
      const viewer = viewerBox(page);
      await expect(viewer).toContainText('alert(1)');
      await hoverContent(page, viewer);
      await assertInert(page, `viewer, ${form}`);
      expect(dialogs).toEqual([]);
    });
  }

  test('a mention whose address names another host (//host, /\\host, https:host, ...) keeps the tab on the site', async ({ page, paths, consoleErrors: _ }) => {
    test.setTimeout(120_000);
    // On Plane the corpus is in an issue's description, where a click on a mention goes to its address too.
    if (isPlane()) {
      await openPage(page, paths.issue(GUEST_ISSUE));
      await storeDescription(page, paths, GUEST_ISSUE, HOSTILE_HTML);
    }
    await openPage(page, isPlane() ? paths.issue(GUEST_ISSUE) : '/components/editor/?scenario=hostile-data&form=html');
    const site = new URL(page.url()).origin;
    // Where each click sends the tab, read from the navigation it starts (the Navigation API's
    // navigate event, which every navigation of the page fires, to any origin) and held there, so
    // one load of the corpus serves every chip instead of one load a chip.
    await page.evaluate(() => {
      const w = window as unknown as { __navigations: string[]; navigation: EventTarget };
      w.__navigations = [];
      w.navigation.addEventListener('navigate', (event) => {
        const e = event as Event & { destination: { url: string } };
        w.__navigations.push(e.destination.url);
        e.preventDefault();
      });
    });
    const navigations = () => page.evaluate(() => (window as unknown as { __navigations: string[] }).__navigations);
    for (let i = 0; i < OFFSITE_MENTION_ADDRESSES.length; i += 1) {
      // The corpus's off-site mentions are labelled "m", in OFFSITE_MENTION_ADDRESSES order.
      const chip = (isPlane() ? descriptionBox(page) : editorBox(page)).locator('.mention').filter({ hasText: /^@m$/ }).nth(i);
      await chip.click();
      await expect.poll(async () => (await navigations()).length, { message: `a click on ${OFFSITE_MENTION_ADDRESSES[i]} navigates` }).toBe(i + 1);
      expect(new URL((await navigations())[i]).origin, OFFSITE_MENTION_ADDRESSES[i]).toBe(site);
      expect(page.url(), 'the tab stays where the navigation was held').toContain(site);
    }
  });

  for (const kind of ['text/html', 'text/plain'] as const) {
    test(`a paste of the whole corpus as ${kind} is inert`, { tag: CLIENT_ONLY }, async ({ page, consoleErrors: _ }) => {
      test.setTimeout(90_000);
      const dialogs = await armTraps(page);
      const editor = await emptyEditor(page);
      const payloads = XSS_VECTORS.map((v) => v.payload);
      await editor.evaluate((el, { kind: type, payloads: all }) => {
        const data = new DataTransfer();
        // A marker paragraph first, so the paste is visibly in even if a payload leaves nothing.
        if (type === 'text/html') data.setData('text/html', `<p>pasted corpus</p>${all.join('<br>')}`);
        data.setData('text/plain', `pasted corpus\n\n${all.join('\n\n')}`);
        el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      }, { kind, payloads });
      await expect(editor).toContainText('pasted corpus');
      await expect(editor).toContainText('alert(1)');
      await hoverContent(page, editor);
      await assertInert(page, `paste ${kind}`);
      expect(dialogs).toEqual([]);
    });
  }

  const linkUrls = process.env.XSS_FULL ? URL_VECTORS : URL_VECTORS.slice(0, 16);
  test(`the editor's link editor refuses every unsafe URL (${linkUrls.length} vectors)`, { tag: CLIENT_ONLY }, async ({ page, consoleErrors: _ }) => {
    test.setTimeout(120_000);
    const dialogs = await armTraps(page);
    const editor = await emptyEditor(page);
    await page.keyboard.type('read the docs');
    await editor.evaluate((root) => {
      const text = root.querySelector('p')!.firstChild!;
      const range = document.createRange();
      range.setStart(text, 9);
      range.setEnd(text, 13);
      (root as HTMLElement).focus();
      window.getSelection()!.removeAllRanges();
      window.getSelection()!.addRange(range);
    });
    const toolbar = page.getByRole('toolbar', { name: editorMessages.toolbarLabel });
    await toolbar.getByRole('button', { name: editorMessages.link }).click();
    const input = page.getByPlaceholder(editorMessages.linkPlaceholder);
    for (const vector of linkUrls) {
      await input.fill(vector.payload);
      await input.press('Enter');
      await expect(input, vector.id).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('alert'), vector.id).toHaveCount(0);
    }
    await expect(editor.locator('a')).toHaveCount(0);
    await assertInert(page, 'editor link editor');
    expect(dialogs).toEqual([]);
  });
});
