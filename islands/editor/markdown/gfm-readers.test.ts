import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { gfmReaders } from './gfm-readers';
import { checkProperty } from '../../../tests/fuzz';
import { everydayMarkdown, noisyMarkdown, structuredMarkdown } from '../../../tests/markdown-arbitraries';

/** Our GFM readers build the tree mdast-util-gfm's do, positions included. */
const ours = (markdown: string) => fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: gfmReaders() });
const library = (markdown: string) => fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });

describe('GFM readers without the writers', () => {
  it.each([
    ['an aligned table', '| a | b | c | d |\n| :- | :-: | -: | - |\n| 1 | 2 | 3 | 4 |'],
    ['a table with inline markup and an empty cell', '| **a** | `b` |\n| --- | --- |\n| ~c~ |  |'],
    ['an escaped pipe in a table cell\'s code, and an escaped backslash', '| `a\\|b` | `c\\\\d` |\n| - | - |\n| `\\|` | x |'],
    ['an escaped pipe in code outside a table stays escaped', 'see `a\\|b` here'],
    ['a table after a paragraph and before one', 'text\n\n| a |\n| - |\n| b |\n\nafter `x\\|y`'],
    ['task items, done and not', '- [ ] todo\n- [x] done\n- [X] also done'],
    ['a task item without text', '- [ ] \n- [x]\tb'],
    ['a task item whose text starts with spaces', '- [ ]   spaced'],
    ['a loose task item with two paragraphs', '- [x] first\n\n  second'],
    ['a nested task list', '- [ ] outer\n  - [x] inner\n    1. [ ] ordered'],
    ['a checkbox-like text that is not a task', '- [ ]\n\n[x] alone\n\n> - [x] quoted'],
    ['strikethrough, autolink literals and footnotes', '~~gone~~ www.example.com a@b.co[^1]\n\n[^1]: note'],
  ])('%s', (_name, markdown) => {
    expect(ours(markdown)).toEqual(library(markdown));
  });

  it('build the same tree for random documents', () => {
    for (const [name, documents] of [['structured', structuredMarkdown], ['everyday', everydayMarkdown], ['noise', noisyMarkdown]] as const) {
      checkProperty(`GFM readers: ${name}`, fc.property(documents, (markdown) => {
        expect(ours(markdown)).toEqual(library(markdown));
      }));
    }
  });
});
