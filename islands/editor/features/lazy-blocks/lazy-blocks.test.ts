import { describe, expect, it } from 'vitest';
import { TextSelection } from '@milkdown/kit/prose/state';
import type { EditorView } from '@milkdown/kit/prose/view';
import { mountEditor, typeText } from '../../test-utils';
import { RUN_CLASS } from './decorate';
import { PLACEHOLDER_CLASS } from './placeholder';
import { LAZY_FROM_BLOCKS, OPEN_AT_START, lazyBlocksKey, type OpenRequest } from './state';

/**
 * Long documents in jsdom: no layout, so the watcher (watch.ts) never runs here and what is drawn
 * is what the state asks for; the watcher is tested in the browser (tests/e2e/large-document.spec.ts).
 */
const paragraphs = (count: number) => Array.from({ length: count }, (_, index) => `block ${index + 1}`).join('\n\n');
const blocks = (view: EditorView) => [...view.dom.children] as HTMLElement[];
const drawnTexts = (view: EditorView) => blocks(view).filter((block) => !block.classList.contains(PLACEHOLDER_CLASS)).map((block) => block.textContent);
const startOf = (view: EditorView, index: number) => {
  let pos = 0;
  for (let i = 0; i < index; i++) pos += view.state.doc.child(i).nodeSize;
  return pos;
};
const request = (view: EditorView, indexes: number[]) =>
  view.dispatch(view.state.tr.setMeta(lazyBlocksKey, { open: indexes.map((index) => startOf(view, index)) } satisfies OpenRequest));
const caretIn = (view: EditorView, index: number) => view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, startOf(view, index) + 1)));

describe('a document of fewer blocks than the threshold', () => {
  it('is drawn whole, as ever', async () => {
    const { view } = await mountEditor(paragraphs(LAZY_FROM_BLOCKS - 1));
    expect(drawnTexts(view)).toHaveLength(LAZY_FROM_BLOCKS - 1);
    expect(lazyBlocksKey.getState(view.state)?.active).toBe(false);
  });
});

describe('a long document', () => {
  it('draws its first screen\'s blocks; the rest are placeholders, the first of them as tall as all', async () => {
    const { view } = await mountEditor(paragraphs(LAZY_FROM_BLOCKS + 100));
    expect(lazyBlocksKey.getState(view.state)?.active).toBe(true);
    expect(blocks(view)).toHaveLength(LAZY_FROM_BLOCKS + 100);
    expect(drawnTexts(view)).toEqual(Array.from({ length: OPEN_AT_START }, (_, index) => `block ${index + 1}`));
    const runs = blocks(view).filter((block) => block.classList.contains(RUN_CLASS));
    expect(runs).toHaveLength(1);
    expect(runs[0]).toBe(blocks(view)[OPEN_AT_START]);
    // Some 350 one-line blocks of about 40 px with their gaps.
    expect(parseFloat(runs[0].style.height)).toBeGreaterThan(300 * 25);
    // A placeholder holds nothing: the browser lays none of it out.
    expect(blocks(view)[OPEN_AT_START + 1].childNodes).toHaveLength(0);
  });

  it('draws the blocks asked for, and always those holding the selection\'s ends', async () => {
    const { view } = await mountEditor(paragraphs(LAZY_FROM_BLOCKS + 100));
    request(view, [200, 201]);
    expect(drawnTexts(view)).toEqual(['block 1', 'block 201', 'block 202']);
    // The block the caret left stays drawn until the watcher puts it away (it is near the window, say).
    caretIn(view, 350);
    expect(drawnTexts(view)).toEqual(['block 1', 'block 201', 'block 202', 'block 351']);
    view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, startOf(view, 10) + 1, startOf(view, 380) + 2)));
    request(view, [200]);
    expect(drawnTexts(view)).toEqual(['block 11', 'block 201', 'block 381']);
    // A run before, between and after them.
    expect(blocks(view).filter((block) => block.classList.contains(RUN_CLASS)).map((block) => blocks(view).indexOf(block))).toEqual([0, 11, 201, 381]);
  });

  it('types where the caret is, and writes the whole document as markdown', async () => {
    const { view, codec } = await mountEditor(paragraphs(LAZY_FROM_BLOCKS + 100));
    caretIn(view, 300);
    typeText(view, 'typed ');
    expect(drawnTexts(view)).toContain('typed block 301');
    expect(codec.toMarkdown(view.state.doc)).toBe(`${paragraphs(LAZY_FROM_BLOCKS + 100).replace('block 301', 'typed block 301')}\n`);
  });

  it('draws a block with its own view (code, a table, a task list) by that view, and again once it comes back', async () => {
    const { view } = await mountEditor(`${paragraphs(LAZY_FROM_BLOCKS)}\n\n\`\`\`ts\nconst a = 1;\n\`\`\`\n\n| a |\n| - |\n| b |\n\n- [ ] task`);
    const last = LAZY_FROM_BLOCKS;
    expect(blocks(view).slice(last).every((block) => block.classList.contains(PLACEHOLDER_CLASS))).toBe(true);
    request(view, [last, last + 1, last + 2]);
    const [code, table, tasks] = blocks(view).slice(last);
    expect(code.querySelector('pre code')?.textContent).toBe('const a = 1;');
    expect(table.querySelector('table td')?.textContent).toBe('b');
    expect(tasks.querySelector('input[type="checkbox"]')).not.toBeNull();
    request(view, []);
    expect(blocks(view).slice(last).every((block) => block.classList.contains(PLACEHOLDER_CLASS))).toBe(true);
    request(view, [last]);
    expect(blocks(view)[last].querySelector('pre code')?.textContent).toBe('const a = 1;');
  });

  it('is drawn whole again once it is short again, and the blocks it had keep drawing once it grows long', async () => {
    const { view } = await mountEditor(paragraphs(LAZY_FROM_BLOCKS + 10));
    view.dispatch(view.state.tr.delete(startOf(view, 100), view.state.doc.content.size));
    expect(lazyBlocksKey.getState(view.state)?.active).toBe(false);
    expect(drawnTexts(view)).toHaveLength(100);
    expect(blocks(view).some((block) => block.classList.contains(PLACEHOLDER_CLASS))).toBe(false);
    caretIn(view, 0);
    const extra = Array.from({ length: LAZY_FROM_BLOCKS }, (_, index) => view.state.schema.nodes.paragraph.create(null, view.state.schema.text(`new ${index + 1}`)));
    view.dispatch(view.state.tr.insert(view.state.doc.content.size, extra));
    expect(lazyBlocksKey.getState(view.state)?.active).toBe(true);
    expect(drawnTexts(view)).toHaveLength(100);
    expect(drawnTexts(view).at(-1)).toBe('block 100');
  });

  it('keeps the blocks drawn through edits above them', async () => {
    const { view } = await mountEditor(paragraphs(LAZY_FROM_BLOCKS + 10));
    request(view, [200]);
    view.dispatch(view.state.tr.insert(0, view.state.schema.nodes.paragraph.create(null, view.state.schema.text('new first'))));
    // The caret's block, and block 201 where it now stands; the new one is not drawn until asked for.
    expect(drawnTexts(view)).toEqual(['block 1', 'block 201']);
    expect(blocks(view)[201].textContent).toBe('block 201');
    expect(blocks(view)[0].classList.contains(PLACEHOLDER_CLASS)).toBe(true);
  });
});
