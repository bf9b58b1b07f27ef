import { InputRule } from '@milkdown/kit/prose/inputrules';
import { TextSelection } from '@milkdown/kit/prose/state';
import { $inputRule, $node } from '@milkdown/kit/utils';

export const horizontalRuleNode = $node('horizontalRule', () => ({
  group: 'block',
  parseDOM: [{ tag: 'hr' }],
  toDOM: () => ['hr'],
  parseMarkdown: {
    match: ({ type }) => type === 'thematicBreak',
    runner: (state, _node, type) => {
      state.addNode(type);
    },
  },
  toMarkdown: {
    match: (node) => node.type.name === 'horizontalRule',
    runner: (state) => {
      state.addNode('thematicBreak');
    },
  },
}));

/**
 * `---` (typed as "—-" once the em-dash rule has turned "--" into "—"), `___ ` and `*** ` on an
 * empty line make a divider; the cursor lands in a paragraph below it.
 */
export const horizontalRuleInputRule = $inputRule(
  (ctx) =>
    new InputRule(/^(?:---|—-|___\s|\*\*\*\s)$/, (state, _match, start, end) => {
      const $start = state.doc.resolve(start);
      if ($start.parent.type.name !== 'paragraph' || $start.depth < 1) return null;
      const from = $start.before();
      const to = $start.after();
      if ($start.parent.content.size !== end - start) return null;
      const hr = horizontalRuleNode.type(ctx).create();
      const paragraph = state.schema.nodes.paragraph.create();
      const tr = state.tr.replaceWith(from, to, [hr, paragraph]);
      return tr.setSelection(TextSelection.create(tr.doc, from + hr.nodeSize + 1));
    }),
);
