import { describe, expect, it } from 'vitest';
import { EditorBridge } from '../bridge';
import { createEditor } from '../create-editor';
import { mountEditor } from '../test-utils';

/** An editor inside a frame, as RichTextEditor draws it; returns the frame and the markdown. */
async function framedEditor(markdown: string, editable = true) {
  await mountEditor(); // the layout polyfills jsdom needs
  const frame = document.createElement('div');
  frame.dataset.editorFrame = '';
  const root = document.createElement('div');
  root.dataset.editorRoot = 'true';
  frame.append(root);
  document.body.append(frame);
  const bridge = new EditorBridge({ editable });
  const { view, codec } = await createEditor({ root, bridge, value: markdown });
  const press = (target: Element) => {
    const event = new MouseEvent('mousedown', { bubbles: true, cancelable: true });
    target.dispatchEvent(event);
    return event.defaultPrevented;
  };
  return { frame, root, view, bridge, press, md: () => codec.toMarkdown(view.state.doc), blocks: () => view.state.doc.childCount };
}

describe('a click below the content', () => {
  it('on the frame appends a paragraph after text and puts the cursor in it', async () => {
    const { frame, view, press, blocks } = await framedEditor('Text');
    expect(press(frame)).toBe(true);
    expect(blocks()).toBe(2);
    expect(view.state.selection.$from.parent.content.size).toBe(0);
    expect(view.state.selection.$from.index(0)).toBe(1);
  });

  it('on the root or the Milkdown wrapper does the same; after a list it only moves the cursor to the end', async () => {
    const { root, view, press, md } = await framedEditor('- a\n- b');
    expect(press(root.querySelector('.milkdown')!)).toBe(true);
    expect(md()).toBe('- a\n- b\n');
    expect(view.state.selection.from).toBe(view.state.doc.content.size - 3);
  });

  it('on the document, on a menu in the frame, or in the read-only state changes nothing', async () => {
    // jsdom has no layout: ProseMirror's own mousedown asks for the element under the pointer.
    Object.defineProperty(document, 'elementFromPoint', { value: () => null, configurable: true });
    const inside = await framedEditor('Text');
    expect(inside.press(inside.view.dom.firstElementChild!)).toBe(false);
    const menu = document.createElement('button');
    inside.frame.append(menu);
    expect(inside.press(menu)).toBe(false);
    expect(inside.blocks()).toBe(1);
    const readOnly = await framedEditor('Text');
    readOnly.bridge.host.editable = false;
    expect(readOnly.press(readOnly.frame)).toBe(false);
    expect(readOnly.blocks()).toBe(1);
  });
});
