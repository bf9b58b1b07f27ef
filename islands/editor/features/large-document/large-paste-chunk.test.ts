import { afterAll, describe, expect, it, vi } from 'vitest';
import { mountEmpty, paste, settleEditorTimers } from '../../test-utils';
import { generateDocument } from '../../../../bench/docs/generate';
import { LARGE_PASTE_CHARS } from './large-paste';

/** The piecewise paste's chunk does not arrive, as a fetch that failed would. */
vi.mock('./paste-in-pieces', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterAll(settleEditorTimers);

describe('a large paste whose piecewise code does not arrive', { timeout: 60_000 }, () => {
  it('goes in whole, as a smaller paste does: nothing pasted is lost and no progress line stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const markdown = generateDocument(LARGE_PASTE_CHARS * 1.2);
    const editor = await mountEmpty();
    paste(editor.view, { 'text/plain': markdown });
    expect(editor.bridge.paste.running).toBe(true);
    await vi.waitFor(() => expect(editor.bridge.paste.running).toBe(false), { timeout: 30_000 });
    expect(editor.md()).toBe(editor.codec.toMarkdown(editor.codec.parse(markdown, 'markdown')));
  });
});
