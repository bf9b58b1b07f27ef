import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountEditor } from '../../test-utils';
import { editorMessages } from '../../../../src/domain/messages';
import type { FileHandler } from '../../types';

/** The first fetch of the upload flow's chunk fails, as one that did not arrive would. */
const chunk = await vi.hoisted(async () => (await import('../../../../tests/helpers/failing-chunk')).failingChunk());
vi.mock('./upload-flow', (importOriginal) => chunk(importOriginal));

const { startImageUpload } = await import('./upload');

afterEach(() => vi.restoreAllMocks());

describe('an image upload whose code does not arrive', () => {
  it('alerts, places nothing, uploads nothing and clears the flag; the next upload fetches it again', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // An answer that is not a URL keeps the preview as the image (jsdom loads no images to preload).
    const upload = vi.fn<FileHandler['upload']>(async () => ({}) as never);
    const { view, bridge, codec } = await mountEditor('text');
    bridge.host.fileHandler = { upload, delete: async () => undefined, restore: async () => undefined, cancel: vi.fn() };
    const png = new File([new Uint8Array(4)], 'a.png', { type: 'image/png' });

    await startImageUpload(view, bridge, png, 1);
    expect(alert).toHaveBeenCalledWith(editorMessages.uploadUnavailable);
    expect(upload).not.toHaveBeenCalled();
    expect(view.dom.querySelector('.image-upload-placeholder')).toBeNull();
    expect(bridge.uploads.inProgress).toBe(false);
    expect(codec.toMarkdown(view.state.doc)).toBe('text\n');

    await startImageUpload(view, bridge, png, 1);
    expect(upload).toHaveBeenCalledTimes(1);
    expect(bridge.uploads.inProgress).toBe(false);
    expect(codec.toJSON(view.state.doc).content?.map((node) => node.type)).toContain('image');
  });
});
