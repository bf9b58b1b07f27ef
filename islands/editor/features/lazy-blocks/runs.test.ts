import { describe, expect, it } from 'vitest';
import { Schema, type Node } from '@milkdown/kit/prose/model';
import { blocksWithin } from './bands';
import { lazyRuns } from './runs';
import type { BlockSize } from './sizes';

const schema = new Schema({ nodes: { doc: { content: 'block+' }, paragraph: { group: 'block', content: 'text*' }, text: {} } });
/** A document of one-letter paragraphs: "abc" is a, b, c, each a block of 3 positions. */
const docOf = (letters: string) => schema.node('doc', null, [...letters].map((letter) => schema.node('paragraph', null, schema.text(letter))));
const startOf = (letters: string, letter: string) => letters.indexOf(letter) * 3;

/** Every block 100 px tall; "h" blocks have a 20 px top and 10 px bottom margin, the others a 5 px top margin. */
const sizeOf = (block: Node): BlockSize => (block.textContent === 'h' ? { height: 100, marginTop: 20, marginBottom: 10 } : { height: 100, marginTop: 5, marginBottom: 0 });

describe('runs of blocks not drawn stand as one box each', () => {
  it.each<[string, string, Array<[string, BlockSize]>]>([
    ['nothing drawn: one run of all', '', [['a', { height: 100 + 5 + 100 + 5 + 100, marginTop: 5, marginBottom: 0 }]]],
    ['the middle drawn: a run on either side', 'b', [['a', { height: 100, marginTop: 5, marginBottom: 0 }], ['c', { height: 100, marginTop: 5, marginBottom: 0 }]]],
    ['everything drawn: no run', 'abc', []],
  ])('%s', (_case, drawn, expected) => {
    const letters = 'abc';
    const runs = lazyRuns(docOf(letters), (start) => [...drawn].some((letter) => startOf(letters, letter) === start), sizeOf);
    expect(runs.map((run) => [run.first.textContent, run.size])).toEqual(expected);
    expect(runs.map((run) => run.start)).toEqual(expected.map(([letter]) => startOf(letters, letter)));
  });

  it('the margins between two blocks of a run collapse into the larger, as the page lays them out', () => {
    // a (bottom 0) then h (top 20): 20 between; h (bottom 10) then a (top 5): 10 between.
    const [run] = lazyRuns(docOf('aha'), () => false, sizeOf);
    expect(run.size).toEqual({ height: 100 + 20 + 100 + 10 + 100, marginTop: 5, marginBottom: 0 });
  });

  it('keeps its sizes apart from the blocks\' own', () => {
    const size = { height: 100, marginTop: 5, marginBottom: 0 };
    lazyRuns(docOf('ab'), () => false, () => size);
    expect(size).toEqual({ height: 100, marginTop: 5, marginBottom: 0 });
  });
});

describe('the blocks that stand within a band of the document\'s height', () => {
  // Five blocks of 100 px, 5 px apart: a 0-100, b 105-205, c 210-310, d 315-415, e 420-520.
  const letters = 'abcde';
  it.each<[string, { top: number; bottom: number }, string]>([
    ['the top of the document', { top: -900, bottom: 50 }, 'a'],
    ['a band across two blocks', { top: 150, bottom: 250 }, 'bc'],
    ['a band in the gap between two blocks touches neither', { top: 101, bottom: 104 }, ''],
    ['a band reaching a block\'s edge takes it', { top: 205, bottom: 210 }, 'bc'],
    ['a band past the end', { top: 600, bottom: 900 }, ''],
    ['a band over everything', { top: -100, bottom: 10_000 }, 'abcde'],
  ])('%s', (_case, band, expected) => {
    const [within] = blocksWithin(docOf(letters), sizeOf, [band]);
    expect(within).toEqual([...expected].map((letter) => startOf(letters, letter)));
  });

  it('answers several bands in one walk, each in its own list', () => {
    const [near, far] = blocksWithin(docOf(letters), sizeOf, [{ top: 110, bottom: 200 }, { top: 0, bottom: 320 }]);
    expect(near).toEqual([startOf(letters, 'b')]);
    expect(far).toEqual(['a', 'b', 'c', 'd'].map((letter) => startOf(letters, letter)));
  });
});
