import type { DOMOutputSpec, Node } from '@milkdown/kit/prose/model';
import type { NodeSchema } from '@milkdown/kit/transformer';
import { $node } from '@milkdown/kit/utils';
import { declined } from '../../markdown/decline';
import type { FastBlockMarkdown, FastInlineMarkdown } from '../../markdown/fast-writer';
import { HTML_BLOCK, HTML_INLINE } from '../../markdown/inline-html';
import { str } from '../../markdown/mdast';

/**
 * Raw HTML from markdown (an HTML block, or HTML inside a line) that is none of the tags the schema
 * knows (`<u>`, `<br>`, `<img>`, `<mention-component>`): kept verbatim in `value` and written back
 * byte for byte, and only ever shown as its source text: the editor, the viewer and the HTML form
 * never render it. Markdown is the place to change it (the source view).
 */

const valueOf = (node: Node): string => (typeof node.attrs.value === 'string' ? node.attrs.value : '');

/** The HTML form: the source as text in an element that says what it is, and reads back. */
const sourceDom = (tag: 'pre' | 'code', type: string) => ({
  tag: `${tag}[data-type="${type}"]`,
  // Before the code block's `pre` and inline code's `code` rules.
  priority: 60,
  preserveWhitespace: 'full' as const,
  getAttrs: (dom: HTMLElement) => ({ value: dom.textContent ?? '' }),
});

/** What the two raw HTML nodes share: a verbatim value, shown as its source, read and written as remark's `html`. */
function rawHtml(name: string, mdast: string, tag: 'pre' | 'code', dataType: string) {
  const markdown: Pick<NodeSchema, 'parseMarkdown' | 'toMarkdown'> = {
    parseMarkdown: {
      match: ({ type }) => type === mdast,
      runner: (state, node, type) => {
        state.addNode(type, { value: str(node, 'value') ?? '' });
      },
    },
    toMarkdown: {
      match: (node) => node.type.name === name,
      runner: (state, node) => {
        state.addNode('html', undefined, valueOf(node));
      },
    },
  };
  return {
    atom: true,
    selectable: true,
    attrs: { value: { default: '' } },
    parseDOM: [sourceDom(tag, dataType)],
    // No class: content carries only allow-listed classes (src/domain/safe-attributes.ts); data-type names it.
    toDOM: (node: Node): DOMOutputSpec => [tag, { 'data-type': dataType }, valueOf(node)],
    leafText: valueOf,
    ...markdown,
  };
}

export const htmlBlockNode = $node('htmlBlock', () => ({
  ...rawHtml('htmlBlock', HTML_BLOCK, 'pre', 'html-block'),
  group: 'block',
  // remark writes an HTML block's value as it is.
  fastMarkdown: {
    mdast: 'html',
    write: (node) => valueOf(node).replace(/\n+$/, '') || declined(),
  } satisfies FastBlockMarkdown,
}));

export const htmlInlineNode = $node('htmlInline', () => ({
  ...rawHtml('htmlInline', HTML_INLINE, 'code', 'html-inline'),
  group: 'inline',
  inline: true,
  // As it is, on one line, outside marks (remark's escaping of the text around it is left to remark).
  fastMarkdown: {
    write: (node, line) => {
      const value = valueOf(node);
      if (!value || /[\r\n]/.test(value) || node.marks.length || line.openMarks || line.inCell) declined();
      return value;
    },
  } satisfies FastInlineMarkdown,
}));
