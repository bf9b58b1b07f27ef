import type { Locator, Page } from '@playwright/test';
import { test, expect, isPlane, openPage } from './fixtures';
import { activityMessages, backendMessages } from '../../src/domain/messages';
import { scrollsInsideThePage } from './scrolling';
import { ACTIVITY_TEMPLATE_COUNT, buildSeed } from '../../fixtures/seed';
import { MockDb } from '../../mocks/db';
import type { Activity } from '../../src/domain/entities';
import { expectUnavailable, watchFailedCalls } from './unavailable';

/** Field names as the server sends them: none may reach a sentence. */
const RAW_FIELD = /\b(assignees|archived_at|estimate_point|relates_to|blocked_by|start_date|target_date|new_value|old_value|issue_detail)\b/;

/**
 * Plane has no workspace feed: the demo says so in its place. What the workspace feed shows of a person's
 * work, Plane shows in that person's feed on their profile page, every field but comments, newest first
 * (app/views/workspace/user.py:375-398 at 4ca6d6c7), so on Plane these tests read the feed there.
 */
const seed = buildSeed();
const activitiesOf = (actor: string, activities: readonly Activity[] = seed.activities) => activities.filter((a) => a.actor === actor);
const isBot = (id: string) => seed.users.find((u) => u.id === id)?.is_bot ?? false;
const noWorkspaceFeed = backendMessages.unavailable.workspaceActivities;
/** A person's feed on their profile page, which the page heads "Activity". */
const profileFeed = (page: Page) => page.getByRole('feed', { name: activityMessages.heading, exact: true });

/**
 * The feed is virtualised and paged: scroll it from top to bottom and collect every entry's text on
 * the way. Each step brings the last rendered entry to the top of the window, so no entry can be
 * scrolled past before it renders, and the walk ends once every entry the feed counts
 * (aria-setsize) has been read, or, when it gives no count, at its end with no page on its way.
 */
async function collectEntries(feed: Locator): Promise<string[]> {
  const seen = new Map<number, string>();
  for (let guard = 0; guard < 400; guard += 1) {
    // Read the rendered entries in one call: the virtual list may re-render (measurements, a page
    // arriving) between listing the articles and reading one, and a vanished nth() would wait forever.
    const step = await feed.evaluate(async (el) => {
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      const articles = [...el.querySelectorAll<HTMLElement>('article[aria-posinset]')];
      const batch = articles.map((article) => [Number(article.getAttribute('aria-posinset')), article.innerText] as const);
      const setSize = Number(articles[0]?.getAttribute('aria-setsize') ?? -1);
      const atEnd = el.getBoundingClientRect().bottom <= window.innerHeight && el.getAttribute('aria-busy') !== 'true';
      articles.at(-1)?.scrollIntoView({ block: 'start' });
      return { batch, setSize, atEnd };
    });
    const before = seen.size;
    for (const [index, text] of step.batch) {
      if (!seen.has(index)) seen.set(index, text.replace(/\s+/g, ' ').trim());
    }
    if (step.setSize > 0 ? seen.size >= step.setSize : step.atEnd && seen.size === before) break;
  }
  return [...seen.entries()].sort((a, b) => a[0] - b[0]).map(([, text]) => text);
}

test.describe('activity feed', () => {
  test('every activity of WEB-1 (one per field and verb) renders a readable sentence', async ({ page, consoleErrors: _ }) => {
    await openPage(page, '/components/activity-feed/?scenario=slow-network');
    const issueFeed = page.getByRole('feed', { name: 'WEB-1 history' });
    await expect(issueFeed.getByRole('article').first()).toBeVisible();
    const entries = await collectEntries(issueFeed);
    expect(entries).toHaveLength(ACTIVITY_TEMPLATE_COUNT);
    for (const text of entries) {
      expect(text).not.toMatch(/undefined|null|NaN|\[object/);
      expect(text).not.toMatch(RAW_FIELD);
      expect(text).toMatch(/ ago$/);
    }
    // The issue feed never names the issue; a few sentences of the reference, as rendered.
    expect(entries.some((t) => t.includes('marked that this issue relates to WEB-2.'))).toBe(true);
    expect(entries.some((t) => t.includes('declined this issue from inbox by marking a duplicate issue.'))).toBe(true);
    expect(entries.some((t) => /set the estimate point to \d points?/.test(t))).toBe(true);
    expect(entries.some((t) => t.startsWith('Release Bot '))).toBe(true);
    expect(entries.some((t) => t.startsWith('Plane archived'))).toBe(true);
  });

  test('the workspace feed names the issue with a link that opens in a new tab, and shows exact times on hover', async ({ page, paths, consoleErrors: _ }) => {
    const failed = watchFailedCalls(page);
    await openPage(page, '/components/activity-feed/');
    let feed = page.getByRole('feed', { name: 'Workspace activity' });
    let total = seed.activities.length;
    if (isPlane()) {
      await expectUnavailable(page, noWorkspaceFeed, failed);
      await expect(feed).toHaveCount(0);
      // The workspace's newest activity (WEB-1 created) is its actor's newest too.
      const actor = seed.activities[0].actor;
      await openPage(page, paths.profile(actor));
      feed = profileFeed(page);
      total = activitiesOf(actor).length;
    }
    const first = feed.getByRole('article').first();
    const issueLink = first.getByRole('link', { name: /^WEB-1 / });
    await expect(issueLink).toHaveAttribute('href', paths.issue('issue-web-0001').replace(/\/$/, ''));
    await expect(issueLink).toHaveAttribute('target', '_blank');
    await expect(issueLink).toHaveAttribute('rel', /noopener/);
    await expect(first.locator('time').last()).toHaveAttribute('title', /^[A-Z][a-z]{2} \d{2}, \d{4}, \d{1,2}:\d{2} [AP]M$/);
    await expect(page.getByText(activityMessages.showing(Math.min(50, total), total))).toBeVisible();
  });

  test('filters by field group and shows deleted issues with the spec text', async ({ page, paths, consoleErrors: _ }) => {
    const failed = watchFailedCalls(page);
    await openPage(page, '/components/activity-feed/');
    let feed = page.getByRole('feed', { name: 'Workspace activity' });
    let filter = page.getByRole('region', { name: 'Workspace activity' }).getByLabel(activityMessages.filterLabel);
    if (isPlane()) {
      await expectUnavailable(page, noWorkspaceFeed, failed);
      await expect(feed).toHaveCount(0);
      // Someone who deleted an issue and changed a relation: both are in their feed.
      const actor = seed.users.find((user) => !user.is_bot && activitiesOf(user.id).some((a) => a.field === 'issue' && a.verb === 'deleted')
        && activitiesOf(user.id).some((a) => ['relates_to', 'blocking', 'blocked_by', 'duplicate'].includes(a.field ?? '')))!.id;
      await openPage(page, paths.profile(actor));
      feed = profileFeed(page);
      filter = page.getByRole('region', { name: activityMessages.heading, exact: true }).getByLabel(activityMessages.filterLabel);
    }
    await filter.selectOption('relations');
    await expect(feed.getByRole('article').first()).toContainText(/relat|block|duplicate/);
    for (const text of await feed.getByRole('article').allInnerTexts()) expect(text).toMatch(/relat|block|duplicate/);

    await filter.selectOption('issue');
    const deleted = feed.getByRole('article').filter({ hasText: `deleted ${activityMessages.deletedIssueLink}` }).first();
    await expect(deleted).toBeVisible();
    await expect(deleted).toContainText(activityMessages.deletedIssue);
    await expect(deleted.getByText(activityMessages.deletedIssueLink, { exact: true })).toHaveAttribute('title', activityMessages.deletedIssue);
  });

  test('large-project: 5,000 entries load page by page and only the visible ones are in the page', async ({ page, paths, consoleErrors: _ }) => {
    const failed = watchFailedCalls(page);
    await openPage(page, '/components/activity-feed/?scenario=large-project');
    let feed = page.getByRole('feed', { name: 'Workspace activity' });
    let total = 5000;
    if (isPlane()) {
      await expectUnavailable(page, noWorkspaceFeed, failed);
      await expect(feed).toHaveCount(0);
      // The newest of the 5,000 is a person's, whose feed holds several hundred of them.
      const activities = new MockDb('large').seed.activities;
      const actor = activities.find((a) => !isBot(a.actor))!.actor;
      total = activitiesOf(actor, activities).length;
      await openPage(page, `${paths.profile(actor)}?scenario=large-project`);
      feed = profileFeed(page);
    }
    await expect(page.getByText(activityMessages.showing(50, total))).toBeVisible();
    // Each scroll of the window to the end asks for the next page as the last entries come into view.
    // The issue's history above may still grow and push the feed down, so scroll again until 200
    // show. A page may land between two reads (on a loaded machine several do), so the test reads
    // every count it sees rather than wait for each one: all of them whole pages of 50.
    const showing = page.getByText(new RegExp(`^Showing [\\d,]+ of ${total.toLocaleString('en-US')}$`));
    const seen: number[] = [];
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const shown = Number((await showing.innerText()).replace(/^Showing ([\d,]+) of.*$/, '$1').replace(/,/g, ''));
      seen.push(shown);
      expect(shown).toBeGreaterThanOrEqual(200);
    }).toPass();
    expect(seen.filter((shown) => shown % 50 !== 0), 'counts that are not whole pages').toEqual([]);
    expect(Math.max(...seen)).toBeLessThan(total);
    expect(await feed.getByRole('article').count()).toBeLessThan(40);
    expect(await scrollsInsideThePage(feed.getByRole('article').first())).toBe(false);
    await page.getByRole('button', { name: activityMessages.loadMore }).first().click();
    await expect(feed.getByRole('article').last()).toBeVisible();
  });

  test('an empty workspace says so, and a malformed answer offers a retry', async ({ page, paths, consoleErrors: _ }) => {
    // On Plane a person's feed, on their profile page, is the one an empty workspace leaves empty.
    await openPage(page, isPlane() ? `${paths.profile('user-0001')}?scenario=empty-workspace` : '/components/activity-feed/?scenario=empty-workspace');
    await expect(page.getByRole('heading', { name: activityMessages.emptyTitle }).first()).toBeVisible();

    await openPage(page, '/components/activity-feed/?scenario=malformed-responses');
    // The feed's answer is [1, 2, 3] in this scenario: the guard turns it into an error with a retry.
    const alert = page.getByRole('alert').filter({ has: page.getByRole('button', { name: activityMessages.retry }) }).first();
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('unexpected response');
    await expect(alert.getByRole('button', { name: activityMessages.retry })).toBeVisible();
  });
});
