import { beforeAll, describe, expect, it } from 'vitest';
import type { Node } from '@milkdown/kit/prose/model';
import { mountEditor } from '../../test-utils';
import { estimateBlockSize } from './estimate';
import type { BlockMetrics } from './sizes';

const metrics: BlockMetrics = { fontSize: 16, width: 800 };
let blockOf: (markdown: string) => Node;

beforeAll(async () => {
  const { codec } = await mountEditor('');
  blockOf = (markdown) => codec.parse(markdown, 'markdown').child(0);
});

const words = (chars: number) => 'word '.repeat(Math.ceil(chars / 5)).slice(0, chars);
const line = 16 * 1.65;

describe('a block never drawn is given the size editor.css would give it', () => {
  it.each<[string, string, { height: number; marginTop: number; marginBottom: number }]>([
    ['a short paragraph: one line', 'Hello', { height: Math.round(line), marginTop: 9.6, marginBottom: 0 }],
    // 800 px holds 100 characters of 8 px: 250 characters are three lines.
    ['a long paragraph: as many lines as its characters fill', words(250), { height: Math.round(3 * line), marginTop: 9.6, marginBottom: 0 }],
    ['a top heading: its scale and line height, margins of its own font size', '# Title', { height: Math.round(16 * 1.75 * 1.3), marginTop: 16 * 1.75 * 1.1, marginBottom: 16 * 1.75 * 0.35 }],
    ['a third-level heading', '### Title', { height: Math.round(16 * 1.22 * 1.3), marginTop: 16 * 1.22 * 1.1, marginBottom: 16 * 1.22 * 0.35 }],
    ['a divider: one pixel between its margins', '---', { height: 1, marginTop: 16 * 1.2, marginBottom: 16 * 1.2 }],
    ['code: a line of 0.85em at 1.55 a row, padding and border', '```\na\nb\nc\n```', { height: Math.round(3 * 16 * 0.85 * 1.55 + 2 * 0.8 * 16 * 0.85 + 2), marginTop: 9.6, marginBottom: 0 }],
  ])('%s', (_case, markdown, expected) => {
    const size = estimateBlockSize(blockOf(markdown), metrics);
    expect(size.height).toBe(expected.height);
    expect(size.marginTop).toBeCloseTo(expected.marginTop);
    expect(size.marginBottom).toBeCloseTo(expected.marginBottom);
  });

  it.each([
    ['a list grows with its items', '- a', '- a\n- b\n- c'],
    ['a table grows with its rows', '| a |\n| - |\n| b |', '| a |\n| - |\n| b |\n| c |\n| d |'],
    ['a quote grows with its paragraphs', '> a', '> a\n>\n> b\n>\n> c'],
    ['a paragraph grows in a narrower column', words(150), null],
  ])('%s', (_case, small, large) => {
    const smaller = estimateBlockSize(blockOf(small), metrics).height;
    const larger = large ? estimateBlockSize(blockOf(large), metrics).height : estimateBlockSize(blockOf(small), { ...metrics, width: 390 }).height;
    expect(larger).toBeGreaterThan(smaller);
  });

  it('a list has the margins of lists, a table those of its wrapper', () => {
    expect(estimateBlockSize(blockOf('- a'), metrics)).toMatchObject({ marginTop: 16 * 0.3, marginBottom: 16 * 0.3 });
    expect(estimateBlockSize(blockOf('| a |\n| - |\n| b |'), metrics)).toMatchObject({ marginTop: 16 * 0.8, marginBottom: 16 * 0.8 });
  });
});
