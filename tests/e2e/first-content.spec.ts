import { test, expect, builtChunk, holdRequests, isMockedInBrowser, MOCKED_BUILD_ONLY } from './fixtures';
import { activityMessages, coverMessages, descriptionMessages, issuePageMessages, routeMessages } from '../../src/domain/messages';
import { pressCaretKey } from './caret';
import { MOCK_STORE_KEY_PREFIX } from '../../mocks/db';

/**
 * Issue 19, part 1: in the mocked build a seed page of the demo workspace carries its first content,
 * drawn at build time by the same islands, and the answers to its first reads, so it paints its
 * content at once and asks the mock backend nothing while it opens. Only where that content is what
 * the scenario's server has: under any other scenario, or once this tab's mock has edits, the page
 * shows its frame and asks the mock, as it always did. A build against a server has only the frame.
 */
const TITLE = 'Ship the shared dialogs';
const DESCRIPTION = /Ship the shared dialogs for every page: date filter, bulk delete and the link form\./;
const mockBackend = /\/mockServiceWorker\.js|\/_astro\/browser\.[^/]+\.js$/;

test.describe('first content, before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('the issue page as served shows its title, description, links and properties in the mocked build, and only its frame against a server', async ({ page, paths, consoleErrors: _ }) => {
    await page.goto(paths.issue('issue-web-0001'));
    const main = page.getByRole('main');
    if (isMockedInBrowser()) {
      await expect(main.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
      await expect(main.getByText(DESCRIPTION)).toBeVisible();
      await expect(main.getByRole('button', { name: 'Copy link Milkdown docs' })).toBeVisible();
      await expect(main.getByRole('complementary', { name: 'Properties' })).toContainText('Priority');
      await expect(main.getByRole('feed')).toContainText('created');
      await expect(main.getByRole('status', { name: routeMessages.loading })).toBeHidden();
    } else {
      await expect(main.getByRole('status', { name: routeMessages.loading })).toBeVisible();
      await expect(main).not.toContainText(TITLE);
    }
  });
});

test.describe('first content in the mocked build', { tag: MOCKED_BUILD_ONLY }, () => {

  test('the cover demo draws the project\'s cover before its island, which keeps showing it as it takes over', async ({ browser, page, consoleErrors: _ }) => {
    const path = '/components/cover-image-picker/';
    const cover = (p: import('@playwright/test').Page) => p.getByRole('region', { name: 'Live demo' }).getByRole('img', { name: `${coverMessages.currentCover}: Web App` });
    const served = await browser.newContext({ javaScriptEnabled: false });
    const plain = await served.newPage();
    await plain.goto(path);
    await expect(cover(plain)).toBeVisible();
    const drawnSrc = await cover(plain).getAttribute('src');
    await served.close();

    // Once the picture is on the page, every frame until the picker's button works shows it: it never blinks out.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { coverFrames: string[] }).coverFrames = seen;
      const look = () => {
        const img = [...document.querySelectorAll('.demo img')].find((el) => el.checkVisibility());
        if (img || seen.length) seen.push(img ? img.getAttribute('src') ?? '' : 'none');
        if (!document.querySelector('.demo button')) requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Open demo' })).toBeVisible();
    await expect(cover(page)).toHaveAttribute('src', drawnSrc!);
    const frames = await page.evaluate(() => (window as unknown as { coverFrames: string[] }).coverFrames);
    expect(frames.length).toBeGreaterThan(1);
    expect(new Set(frames)).toEqual(new Set([drawnSrc]));

    // Under another scenario the page never shows the seed's cover: the loading card, then that scenario's answer.
    await page.goto(`${path}?scenario=empty-workspace`);
    await expect(page.getByRole('region', { name: 'Live demo' })).not.toContainText('Loading…', { timeout: 15_000 });
    const otherFrames = await page.evaluate(() => (window as unknown as { coverFrames: string[] }).coverFrames);
    expect(otherFrames).not.toContain(drawnSrc);
  });

  test('the issue page shows its content, links and activity without asking the mock; the first save goes to the mock', async ({ page, paths, consoleErrors: _ }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (mockBackend.test(pathname) || pathname.startsWith('/api/')) requested.push(`${request.method()} ${pathname}`);
    });
    await page.goto(paths.issue('issue-web-0001'));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Copy link Milkdown docs' })).toBeVisible();
    await expect(main.getByText(activityMessages.showing(45, 45))).toBeVisible();
    await page.waitForLoadState('load');
    // The island has taken the page over (its buttons work) with the answers the page carries.
    await main.getByRole('button', { name: issuePageMessages.deleteLabel('WEB-1') }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The mock itself loads once the page is idle, well after load; nothing the page showed came from it.
    expect(requested.filter((call) => call.includes(' /api/')), 'no call reached the mock while the page opened').toEqual([]);

    const editor = page.getByRole('textbox', { name: descriptionMessages.heading });
    await editor.click();
    await pressCaretKey(page, 'ControlOrMeta+End');
    await page.keyboard.type(' More.');
    await page.getByRole('button', { name: descriptionMessages.save }).click();
    await expect(page.getByRole('status').filter({ hasText: new RegExp(`^${descriptionMessages.saved}$`) })).toBeVisible();
    expect(requested).toContain(`PATCH ${paths.api(`projects/${paths.id('project-0001')}/issues/${paths.id('issue-web-0001')}/`)}`);
    expect(requested.some((call) => mockBackend.test(call.split(' ')[1]))).toBe(true);
  });

  test('a click on the drawn page before the island has taken it over is not lost: it is answered once it has', async ({ page, paths, consoleErrors: _ }) => {
    // The island's code held back, as a slow phone's network would.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(builtChunk('PrerenderedRoute'), async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(paths.issue('issue-web-0001'), { waitUntil: 'domcontentloaded' });
    await page.getByRole('main').getByRole('button', { name: issuePageMessages.deleteLabel('WEB-1') }).click();
    await page.waitForTimeout(300);
    await expect(page.getByRole('dialog'), 'nothing can answer the click yet').toHaveCount(0);
    release();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('under another scenario the page shows its frame, never the seed it was built with, and then what that server has', async ({ page, paths, consoleErrors: _ }) => {
    await page.goto(`${paths.issue('issue-web-0001')}?scenario=slow-network`, { waitUntil: 'commit' });
    const main = page.getByRole('main');
    await expect(main.getByRole('status', { name: routeMessages.loading })).toBeVisible();
    await expect(main.getByRole('heading', { level: 1, name: TITLE })).toBeHidden();
    await expect(main.getByText(DESCRIPTION)).toBeHidden();
    // The slow network's 1.5 s answer, then its page.
    await expect(main.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  });

  test('once this tab has edits in the mock the page shows what the mock has, not the seed', async ({ page, paths, consoleErrors: _ }) => {
    await page.goto(paths.issue('issue-web-0001'));
    // As the mock keeps an edit of the issue's name for this tab's session (mocks/db.ts).
    await page.evaluate(([key]) => {
      sessionStorage.setItem(key, JSON.stringify({ tables: { issues: {} } }));
    }, [`${MOCK_STORE_KEY_PREFIX}default`]);
    await page.goto(paths.issue('issue-web-0001'), { waitUntil: 'commit' });
    const main = page.getByRole('main');
    await expect(main.getByRole('status', { name: routeMessages.loading })).toBeVisible();
    await expect(main.getByRole('heading', { level: 1, name: TITLE })).toBeHidden();
    await expect(main.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  });

  test('pages that ask as they mount answer their first reads themselves: nothing reaches the mock while they open', async ({ page, paths, consoleErrors: _ }) => {
    test.setTimeout(120_000);
    const pages = [
      paths.cycle('cycle-1-0001'), paths.module('module-1-0001'), paths.project('project-0001'), paths.profile('user-0001'),
      paths.settings(), paths.settings('members'), paths.settings('exports'), paths.views('all-issues'),
      ...['activity-feed', 'add-existing-issues', 'cover-image-picker', 'editor', 'image-upload', 'link-form', 'theme-editor', 'viewer'].map((name) => `/components/${name}/`),
    ];
    for (const path of pages) {
      const calls: string[] = [];
      const listener = (request: import('@playwright/test').Request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/api/')) calls.push(`${request.method()} ${pathname}`);
      };
      page.on('request', listener);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      page.off('request', listener);
      expect(calls, path).toEqual([]);
    }
  });

  test('the activity drawn into the page keeps its elements as the island takes it over and the list starts scrolling virtually', async ({ page, paths, consoleErrors: _ }) => {
    const release = await holdRequests(page, builtChunk('PrerenderedRoute'));
    await page.goto(paths.profile('user-0001'));
    const entries = page.getByRole('main').getByRole('feed').getByRole('article');
    await expect(entries.first()).toBeVisible();
    const drawn = await entries.count();
    expect(drawn).toBeGreaterThan(1);
    await entries.evaluateAll((articles) => articles.forEach((article, index) => ((article as HTMLElement).dataset.drawn = String(index))));
    release();
    // Virtualised: each entry placed by the list (translateY), no longer in the page's flow.
    await expect(entries.first()).toHaveCSS('position', 'absolute');
    const kept = await entries.evaluateAll((articles) => articles.map((article) => (article as HTMLElement).dataset.drawn ?? null));
    expect(kept.slice(0, drawn)).toEqual(Array.from({ length: drawn }, (_, index) => String(index)));
  });

  test('the other pre-rendered pages show their content as served too', async ({ browser, paths }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const pages: Array<[string, string | RegExp]> = [
      [paths.project('project-0001'), /Sprint 21/],
      [paths.cycle('cycle-1-0001'), /WEB-\d+/],
      [paths.module('module-1-0001'), /WEB-\d+/],
      [paths.profile('user-0002'), /grace/],
    ];
    for (const [path, content] of pages) {
      await page.goto(path);
      await expect(page.getByRole('main'), path).toContainText(content);
      await expect(page.getByRole('main').getByRole('status', { name: routeMessages.loading }), path).toBeHidden();
    }
    await context.close();
  });
});
