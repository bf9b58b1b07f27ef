import { describe, expect, it } from 'vitest';
import { mountEditor, typeText } from '../test-utils';
import { FIRST_SCREEN_BLOCKS } from './first-screen';

const paragraphs = (count: number) => Array.from({ length: count }, (_, index) => `block ${index + 1}`).join('\n\n');
const marked = (root: HTMLElement) =>
  [...root.querySelectorAll('.plane-prose > *')].map((block) => (block.classList.contains('is-first-screen') ? block.textContent : null)).filter(Boolean);

describe('the first screen\'s blocks', () => {
  it.each([
    [3, ['block 1', 'block 2', 'block 3']],
    [FIRST_SCREEN_BLOCKS + 10, Array.from({ length: FIRST_SCREEN_BLOCKS }, (_, index) => `block ${index + 1}`)],
  ])('of a document of %i blocks are the first ones, at most fifty', async (count, expected) => {
    const { root } = await mountEditor(paragraphs(count));
    expect(marked(root)).toEqual(expected);
  });

  it('stay marked through edits, and a block added above them is not', async () => {
    const { root, view } = await mountEditor(paragraphs(FIRST_SCREEN_BLOCKS + 2));
    view.dispatch(view.state.tr.insert(0, view.state.schema.nodes.paragraph.create(null, view.state.schema.text('new first'))));
    typeText(view, 'x');
    const blocks = marked(root);
    expect(blocks).toHaveLength(FIRST_SCREEN_BLOCKS);
    expect(blocks[0]).toBe('xblock 1');
    expect(blocks).not.toContain('new first');
    expect(blocks.at(-1)).toBe(`block ${FIRST_SCREEN_BLOCKS}`);
  });
});
