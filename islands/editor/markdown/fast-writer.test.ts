import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { schemaCtx } from '@milkdown/kit/core';
import type { Node, Schema } from '@milkdown/kit/prose/model';
import type { DocumentCodec } from '../codec';
import { MarkdownWriter } from './remark-writer';
import { writeBlockFast } from './fast-writer';
import { LIST_MARKERS } from './options';
import { mountEditor } from '../test-utils';
import { checkProperty, fuzzTimeout } from '../../../tests/fuzz';
import { everydayMarkdown, noisyMarkdown, structuredMarkdown } from '../../../tests/markdown-arbitraries';
import { generateDocument } from '../../../bench/docs/generate';
import { EDITOR_DEMO_MARKDOWN } from '../../../src/domain/sample-document';

/**
 * The direct writer must write exactly what remark writes, or decline. remark (through the
 * MarkdownWriter) is the oracle here: every block either matches it to the character or goes to it.
 */
let codec: DocumentCodec;
let schema: Schema;
let remarkWrite: Array<(block: Node) => string>;

beforeAll(async () => {
  const mounted = await mountEditor();
  codec = mounted.codec;
  schema = mounted.editor.ctx.get(schemaCtx);
  remarkWrite = LIST_MARKERS.map((settings) => {
    const writer = new MarkdownWriter(schema, settings);
    return (block: Node) => writer.write(schema.topNodeType.create(null, block)).replace(/\n+$/, '');
  });
});

const blocksOf = (markdown: string): Node[] => {
  const blocks: Node[] = [];
  codec.parse(markdown, 'markdown').forEach((block) => blocks.push(block));
  return blocks;
};

/** Every block: the direct output is remark's, or null. Returns how many blocks were written directly. */
function agreesWithRemark(markdown: string): number {
  let direct = 0;
  for (const block of blocksOf(markdown)) {
    for (const variant of [0, 1]) {
      const ours = writeBlockFast(block, LIST_MARKERS[variant]);
      if (ours === null) continue;
      direct += variant === 0 ? 1 : 0;
      expect({ markdown, ours }).toEqual({ markdown, ours: remarkWrite[variant](block) });
    }
  }
  return direct;
}

describe('blocks the direct writer writes, exactly as remark does', () => {
  it.each([
    ['paragraph', 'Plain text.'],
    ['marks on words', 'a **bold** and *italic* and ~~struck~~ and <u>under</u> word.'],
    ['link and code', 'see [the docs](https://plane.so/docs?a=1#top) and `run()` now'],
    ['mention', 'hi <mention-component id="m1" label="Ada" target="users" self="false" redirect_uri="/acme/profile/u1/" entity_identifier="u1" entity_name="user_mention"></mention-component> there'],
    ['hard break', 'line one\\\nline two'],
    ['heading', '### A heading with **bold**'],
    ['nested bullet list', '- one\n  - inner\n- two'],
    ['ordered list from 3', '3. three\n4. four'],
    ['ordered list past 9', Array.from({ length: 11 }, (_, i) => `${i + 1}. item\n\n   more`).join('\n')],
    ['task list', '- [ ] open\n- [x] done\n  - [ ] child'],
    ['blockquote with a list', '> quoted\n>\n> - a\n> - b'],
    ['code block', '```ts\nconst a = `x`;\n\n```'],
    ['code block with a fence inside', '````\n```\ninner\n```\n````'],
    ['code in a list', '- item\n\n  ```py\n  x = 1\n\n  y = 2\n  ```'],
    ['horizontal rule', '---'],
    ['image', '![](https://plane.so/a.png)'],
    ['sized image', '<img src="/uploads/a.png" width="240px" height="120px">'],
    ['table', '| Name | Role  |\n| ---- | ----- |\n| Ada  | Admin |\n| Alan | **x** |'],
    ['table with an empty cell', '| a |   |\n| - | - |\n|   | b |'],
    ['aligned table', '| a | b | c |\n| :- | -: | :-: |\n| 1 | 22 | 333 |'],
    ['table row longer than its header', '| a | b |\n| - | - |\n| 1 | 2 | 3 |\n| 4 |'],
    ['link with a title', 'see [the docs](https://plane.so/docs "The docs") now'],
    ['image with alt and title', '![A cat](https://plane.so/a.png "On a mat")'],
    ['image in a line', 'a cat ![A cat](https://plane.so/a.png) here'],
    ['loose list', '- a\n\n- b\n\n  - c'],
    ['loose ordered list', '1. a\n\n2. b'],
    ['raw html block', '<div class="x">\n*not* markdown\n</div>'],
    ['raw inline html', 'press <kbd>Enter</kbd> now'],
  ])('%s', (_name, markdown) => {
    const blocks = blocksOf(markdown);
    expect(blocks.map((block) => writeBlockFast(block, LIST_MARKERS[0]))).not.toContain(null);
    agreesWithRemark(markdown);
  });
});

describe('blocks left to remark', () => {
  it.each([
    ['escaped characters', '\\# not a heading'],
    ['emphasis next to punctuation', 'a*,b*'],
    ['nested marks', 'a **_both_** word'],
    ['an autolink', '<https://plane.so>'],
    ['a line that reads as a list', 'x\\\n1. y'],
    ['underscores', 'snake_case_name'],
    ['www address in text', 'see www.plane.so'],
    ['two lists in one item', '- a\n\n  - b\n\n  * c'],
    ['a link address with parentheses', '[a](https://plane.so/a_(b))'],
    ['a bare address (GFM autolink literal)', 'see https://plane.so now'],
    ['a title that needs escaping', '[a](https://plane.so "say \\"hi\\"")'],
    ['an image in a link', '[![a](https://plane.so/a.png)](https://plane.so)'],
    ['raw html in a table cell', '| <b>x</b> |\n| - |'],
  ])('%s', (_name, markdown) => {
    const blocks = blocksOf(markdown);
    expect(blocks.some((block) => writeBlockFast(block, LIST_MARKERS[0]) === null)).toBe(true);
    agreesWithRemark(markdown);
  });
});

describe('the benchmark documents are written directly', () => {
  it('every block of the 150 KB document, matching remark', () => {
    const markdown = generateDocument(150 * 1024);
    const blocks = blocksOf(markdown);
    const direct = agreesWithRemark(markdown);
    expect(direct).toBe(blocks.length);
  });
});

describe('random documents: the direct writer matches remark or declines', () => {
  it('structured documents', { timeout: fuzzTimeout(40) }, () => {
    let direct = 0;
    let blocks = 0;
    checkProperty(
      'fast markdown writer against remark',
      fc.property(everydayMarkdown, (markdown) => {
        blocks += blocksOf(markdown).length;
        direct += agreesWithRemark(markdown);
      }),
    );
    // Worth something only if both paths are taken often (one noisy word sends a block to remark).
    expect(direct / blocks).toBeGreaterThan(0.2);
    expect(direct / blocks).toBeLessThan(0.8);
  });

  it.each([
    ['the markdown property tests\' documents', structuredMarkdown],
    ['noise', noisyMarkdown],
  ])('%s', { timeout: fuzzTimeout(40) }, (name, documents) => {
    checkProperty(`fast markdown writer against remark: ${name}`, fc.property(documents, (markdown) => void agreesWithRemark(markdown)));
  });

  it('the demo document: blocks agree with remark, and the codec reads back what it wrote', () => {
    const markdown = EDITOR_DEMO_MARKDOWN;
    agreesWithRemark(markdown);
    const once = codec.toMarkdown(codec.parse(markdown, 'markdown'));
    expect(codec.toMarkdown(codec.parse(once, 'markdown'))).toBe(once);
  });
});
