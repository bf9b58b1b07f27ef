import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { act } from 'react';
import { mountEditor, settleEditorTimers } from '../test-utils';

afterAll(() => settleEditorTimers());

/** Counts reads of Node.nodeValue (React's selection walk reads it for every text node it passes). */
function countNodeValueReads() {
  const descriptor = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeValue')!;
  let reads = 0;
  Object.defineProperty(Node.prototype, 'nodeValue', {
    configurable: true,
    get(this: Node) {
      reads += 1;
      return descriptor.get!.call(this);
    },
    set: descriptor.set,
  });
  return { reads: () => reads, restore: () => Object.defineProperty(Node.prototype, 'nodeValue', descriptor) };
}

const counters: Array<{ restore: () => void }> = [];
afterEach(() => counters.splice(0).forEach((c) => c.restore()));

// Browsers reflect the contenteditable attribute as `contentEditable` (React reads it to decide on
// the walk); jsdom does not, so the test gives it the browser's getter.
if (!('contentEditable' in HTMLElement.prototype)) {
  Object.defineProperty(HTMLElement.prototype, 'contentEditable', {
    configurable: true,
    get(this: HTMLElement) {
      const value = this.getAttribute('contenteditable');
      return value === '' || value === 'true' ? 'true' : value === 'false' ? 'false' : 'inherit';
    },
  });
}

describe('a React commit while the editor has focus', () => {
  const markdown = Array.from({ length: 200 }, (_, i) => `Paragraph ${i} with **bold** and *italic* words.`).join('\n\n');

  it('does not walk the document to note its selection', async () => {
    const { view } = await mountEditor(markdown);
    view.focus();
    expect(document.activeElement).toBe(view.dom);
    const elsewhere = document.createElement('div');
    document.body.append(elsewhere);
    const root = createRoot(elsewhere);
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const counter = countNodeValueReads();
    counters.push(counter);
    for (let i = 0; i < 3; i += 1) act(() => root.render(createElement('p', null, `commit ${i}`)));
    // Without the guard: every text node of the document, three times over (over 1,000 reads).
    expect(counter.reads()).toBeLessThan(20);
    act(() => root.unmount());
    expect(view.dom.textContent).toContain('Paragraph 199');
  });

  it('is taken off when the editor goes', async () => {
    const { view, editor } = await mountEditor('text');
    const dom = view.dom;
    expect('selectionStart' in dom).toBe(true);
    await editor.destroy();
    expect('selectionStart' in dom).toBe(false);
  });
});
