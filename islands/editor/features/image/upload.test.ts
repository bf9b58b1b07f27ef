import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountEditor } from '../../test-utils';
import { startImageUpload } from './upload';
import { editorMessages } from '../../../../src/domain/messages';
import type { FileHandler } from '../../types';

afterEach(() => vi.restoreAllMocks());

const png = (size = 4) => new File([new Uint8Array(size)], 'a.png', { type: 'image/png' });

function handler(upload: FileHandler['upload']): FileHandler {
  return { upload, delete: async () => undefined, restore: async () => undefined, cancel: vi.fn() };
}

describe('image upload flow', () => {
  it.each([
    ['no file', null, editorMessages.noFile],
    ['a GIF', new File(['GIF89a'], 'a.gif', { type: 'image/gif' }), editorMessages.invalidType],
    ['6 MB', new File([new Uint8Array(6 * 1024 * 1024)], 'big.png', { type: 'image/png' }), editorMessages.tooLarge],
  ])('%s: alerts, uploads nothing, and clears the flag', async (_name, file, message) => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const upload = vi.fn();
    const { view, bridge } = await mountEditor('x');
    bridge.host.fileHandler = handler(upload);
    await startImageUpload(view, bridge, file);
    expect(alert).toHaveBeenCalledWith(message);
    expect(upload).not.toHaveBeenCalled();
    expect(bridge.uploads.inProgress).toBe(false);
  });

  it('shows a placeholder with the preview while uploading, then the image; the flag is on meanwhile', async () => {
    let finish: (value: object) => void = () => undefined;
    const { view, bridge, codec } = await mountEditor('');
    bridge.host.fileHandler = handler(() => new Promise((resolve) => (finish = resolve)));
    const running = startImageUpload(view, bridge, png());
    await vi.waitFor(() => expect(view.dom.querySelector('.image-upload-placeholder img')?.getAttribute('src')).toMatch(/^data:image\/png/));
    expect(bridge.uploads.inProgress).toBe(true);
    finish({ id: 'not a url' });
    await running;
    expect(bridge.uploads.inProgress).toBe(false);
    expect(view.dom.querySelector('.image-upload-placeholder')).toBeNull();
    expect(codec.toJSON(view.state.doc).content?.[0]).toMatchObject({ type: 'image', attrs: { width: '35%', height: null } });
  });

  it('goes to the handler the editor had when it started, though the flow loads after the host changed it', async () => {
    const { view, bridge, codec } = await mountEditor('');
    const upload = vi.fn(async () => ({}) as never);
    bridge.host.fileHandler = handler(upload);
    const running = startImageUpload(view, bridge, png());
    bridge.host.fileHandler = null;
    await running;
    expect(upload).toHaveBeenCalledTimes(1);
    expect(codec.toJSON(view.state.doc).content?.[0]).toMatchObject({ type: 'image' });
    expect(bridge.uploads.inProgress).toBe(false);
  });

  it('a failed upload removes the placeholder, logs, and leaves the document as it was', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { view, bridge, codec } = await mountEditor('text');
    bridge.host.fileHandler = handler(() => Promise.reject(new Error('Disk full')));
    await startImageUpload(view, bridge, png(), 1);
    expect(error).toHaveBeenCalledWith('Image upload failed.', expect.any(Error));
    expect(codec.toMarkdown(view.state.doc)).toBe('text\n');
    expect(bridge.uploads.inProgress).toBe(false);
  });

  it('cancel removes the placeholder and clears the flag at once, and tells the handler', async () => {
    const { view, bridge, codec } = await mountEditor('text');
    const h = handler(() => new Promise(() => undefined));
    bridge.host.fileHandler = h;
    const running = startImageUpload(view, bridge, png(), 1);
    await vi.waitFor(() => expect(view.dom.querySelector('.image-upload-cancel')).not.toBeNull());
    (view.dom.querySelector('.image-upload-cancel') as HTMLButtonElement).click();
    await running;
    expect(h.cancel).toHaveBeenCalled();
    expect(view.dom.querySelector('.image-upload-placeholder')).toBeNull();
    expect(bridge.uploads.inProgress).toBe(false);
    expect(codec.toMarkdown(view.state.doc)).toBe('text\n');
  });
});
