import { $node } from '@milkdown/kit/utils';

/** Soft line breaks inside a paragraph render as spaces; the text keeps one space for them. */
const SOFT_BREAK = /[ \t]*\r?\n[ \t]*/g;

export const textNode = $node('text', () => ({
  group: 'inline',
  parseMarkdown: {
    match: ({ type }) => type === 'text',
    runner: (state, node) => {
      const value = typeof node.value === 'string' ? node.value.replace(SOFT_BREAK, ' ') : '';
      if (value) state.addText(value);
    },
  },
  toMarkdown: {
    match: (node) => node.type.name === 'text',
    runner: (state, node) => {
      state.addNode('text', undefined, node.text ?? '');
    },
  },
}));
