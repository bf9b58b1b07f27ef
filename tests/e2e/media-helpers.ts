import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page } from '@playwright/test';
import { largePng } from '../helpers/images';

/** Real image files (tests/e2e/files) and a 6 MB PNG made in memory, for the upload tests. */
export const files = {
  avatar: fileURLToPath(new URL('./files/avatar.png', import.meta.url)),
  avatar2: fileURLToPath(new URL('./files/avatar-2.png', import.meta.url)),
  gif: fileURLToPath(new URL('./files/pixel.gif', import.meta.url)),
};

let big: Buffer | null = null;
/** A genuine 6 MB PNG (uncompressed noise), over the 5 MB limit. */
export function sixMegabytePng() {
  big ??= largePng(6 * 1024 * 1024);
  return { name: 'huge.png', mimeType: 'image/png', buffer: big };
}

/** Clicks the drop zone (it is a button) and answers the file chooser it opens. */
export async function chooseFile(page: Page, zone: Locator, file: string | ReturnType<typeof sixMegabytePng>) {
  const chooser = page.waitForEvent('filechooser');
  await zone.click();
  await (await chooser).setFiles(file);
}

/** Drags a real file over the zone and drops it, as a person dragging from the desktop would. */
export async function dropFile(page: Page, zone: Locator, path: string, type = 'image/png', { drop = true } = {}) {
  const name = path.split('/').pop()!;
  const base64 = readFileSync(path).toString('base64');
  const dataTransfer = await page.evaluateHandle(
    ({ base64, name, type }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], name, { type }));
      return transfer;
    },
    { base64, name, type },
  );
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('dragover', { dataTransfer });
  if (drop) await zone.dispatchEvent('drop', { dataTransfer });
}

export { mockLog, type MockLogEntry as LogEntry } from './fixtures';

/** The drop zone whatever it says now ("Drag & drop image here", "Drop image here to upload", "Edit"). */
export function dropZone(scope: Locator): Locator {
  return scope.getByRole('button', { name: /^(Drag & drop image here|Drop image here to upload|Edit)$/ });
}

/**
 * Waits until an <img> has really decoded (a broken image has no natural size). Only a waiting form
 * is offered: a visible image may still be decoding, and a one-shot check of it failed in CI.
 */
export async function expectImageDisplays(image: Locator): Promise<void> {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { message: 'the image decodes' })
    .toBe(true);
}
