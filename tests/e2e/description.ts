import { expect, type Locator, type Page } from '@playwright/test';
import { buildSeed } from '../../fixtures/seed';
import { descriptionMessages, editorMessages } from '../../src/domain/messages';
import { openAs } from './acting-role';
import { apiFetch, isPlane, openPage, toast } from './fixtures';
import { saveDescription } from './editor-page';
import type { SitePaths } from './paths';

/**
 * On Plane, what the editor demo's own document does elsewhere (keep what the editor wrote, show it
 * read-only) happens to an issue's description, which Plane keeps as HTML (its detail answers
 * `description_html` and no other form: app/serializers/issue.py:924-935 at 4ca6d6c7), and which a
 * guest who created the issue reads without being able to change it.
 */
const seed = buildSeed();
const guest = seed.users.find((user) => user.role === 'guest')!;

/** A Web App issue the seed's guest created: a guest sees only their own issues on Plane (app/views/issue/base.py:584-601). */
export const GUEST_ISSUE = seed.issues.find((issue) => issue.project_id === 'project-0001' && issue.created_by === guest.id)!.id;

export const descriptionBox = (page: Page) => page.getByRole('textbox', { name: descriptionMessages.heading });

/** Stores `html` as the issue's description, as any client of Plane's API can (PATCH, answered 204). */
export async function storeDescription(page: Page, paths: SitePaths, issueId: string, html: string) {
  const { status } = await apiFetch(page, paths.apiProject('project-0001', `issues/${paths.id(issueId)}/`), { method: 'PATCH', json: { description_html: html } });
  expect(status, 'the description is stored').toBe(204);
}

/** The issue's description as the guest who created it reads it: signed in as them, read-only. */
export async function readDescriptionAsGuest(page: Page, paths: SitePaths, issueId: string): Promise<Locator> {
  await openAs(page, paths.issue(issueId), 'guest');
  const box = descriptionBox(page);
  await expect(box).toHaveAttribute('aria-readonly', 'true');
  return box;
}

/**
 * Saves what the editor holds and opens it read-only, where each backend keeps it: the editor demo's
 * document in the viewer demo, or on Plane the guest's issue description as that guest reads it.
 */
export async function saveAndReadBack(page: Page, paths: SitePaths): Promise<Locator> {
  if (isPlane()) {
    await saveDescription(page);
    return readDescriptionAsGuest(page, paths, GUEST_ISSUE);
  }
  await page.getByRole('button', { name: editorMessages.save }).click();
  await expect(await toast(page, editorMessages.saved)).toBeVisible();
  await openPage(page, '/components/viewer/');
  return page.getByRole('textbox', { name: editorMessages.viewerLabel });
}
