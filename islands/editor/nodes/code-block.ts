import { InputRule } from '@milkdown/kit/prose/inputrules';
import type { Node } from '@milkdown/kit/prose/model';
import { Selection, TextSelection, type Command } from '@milkdown/kit/prose/state';
import { $inputRule, $node, $shortcut } from '@milkdown/kit/utils';
import { fenceLanguage } from '../../../src/domain/editor/highlight-tokens';
import { codeLanguage, DEFAULT_CODE_LANGUAGE } from '../../../src/domain/safe-attributes';
import { str } from './mdast';
import { toggleCodeBlock } from '../commands/blocks';

export { DEFAULT_CODE_LANGUAGE };

/** The language rule of every surface (src/domain/safe-attributes.ts): it is written into a class. */
export const languageOf = codeLanguage;

function languageFromDom(dom: HTMLElement): string {
  const fromData = dom.getAttribute('data-language');
  if (fromData) return languageOf(fromData);
  const code = dom.querySelector('code');
  const match = /(?:^|\s)language-([\w+#.-]+)/.exec(code?.className ?? dom.className);
  return languageOf(match?.[1]);
}

export const codeBlockNode = $node('codeBlock', () => ({
  content: 'text*',
  marks: '',
  group: 'block',
  code: true,
  defining: true,
  attrs: { language: { default: DEFAULT_CODE_LANGUAGE } },
  parseDOM: [{ tag: 'pre', preserveWhitespace: 'full' as const, getAttrs: (dom: HTMLElement) => ({ language: languageFromDom(dom) }) }],
  toDOM: (node: Node) => {
    const language = languageOf(node.attrs.language);
    return ['pre', { 'data-language': language }, ['code', { class: `language-${language}` }, 0]];
  },
  parseMarkdown: {
    match: ({ type }) => type === 'code',
    runner: (state, node, type) => {
      state.openNode(type, { language: languageOf(str(node, 'lang')) });
      const value = str(node, 'value');
      if (value) state.addText(value);
      state.closeNode();
    },
  },
  toMarkdown: {
    match: (node) => node.type.name === 'codeBlock',
    runner: (state, node) => {
      const language = languageOf(node.attrs.language);
      state.addNode('code', undefined, node.textContent, { lang: language === DEFAULT_CODE_LANGUAGE ? null : language });
    },
  },
}));

/** ``` or ~~~ with an optional language, then a space, at the start of an empty line. */
export const codeFenceInputRule = $inputRule(
  (ctx) =>
    new InputRule(/^(?:```|~~~)([\w+#.-]*)\s$/, (state, match, start, end) => {
      const $start = state.doc.resolve(start);
      if ($start.parent.type.name !== 'paragraph' || $start.parent.content.size !== end - start) return null;
      const language = fenceLanguage(match[0].trim()) ?? DEFAULT_CODE_LANGUAGE;
      return state.tr.delete(start, end).setBlockType(start, start, codeBlockNode.type(ctx), { language });
    }),
);

/** Enter on a line holding only a fence (```ts) turns it into a code block. */
const fenceOnEnter: Command = (state, dispatch) => {
  const { $from, empty } = state.selection;
  if (!empty || $from.parent.type.name !== 'paragraph' || $from.parentOffset !== $from.parent.content.size) return false;
  const language = fenceLanguage($from.parent.textContent);
  if (language === null) return false;
  const start = $from.start();
  dispatch?.(state.tr.delete(start, $from.end()).setBlockType(start, start, state.schema.nodes.codeBlock, { language }));
  return true;
};

const inCode = (state: Parameters<Command>[0]) => state.selection.$from.parent.type.name === 'codeBlock';

/** Tab inserts a tab character inside code. */
const insertTab: Command = (state, dispatch) => {
  if (!inCode(state)) return false;
  dispatch?.(state.tr.insertText('\t'));
  return true;
};

/** ArrowDown at the end of the last line leaves the block (adding a paragraph at the document end). */
const exitDown: Command = (state, dispatch) => {
  const { $from, empty } = state.selection;
  if (!empty || !inCode(state) || $from.parentOffset !== $from.parent.content.size) return false;
  const after = $from.after();
  const tr = state.tr;
  if (after >= tr.doc.content.size || !tr.doc.resolve(after).nodeAfter) {
    tr.insert(after, state.schema.nodes.paragraph.create());
  }
  dispatch?.(tr.setSelection(Selection.near(tr.doc.resolve(after + 1))).scrollIntoView());
  return true;
};

/** ArrowUp at the start of a code block that opens the document adds a paragraph above it. */
const exitUp: Command = (state, dispatch) => {
  const { $from, empty } = state.selection;
  if (!empty || !inCode(state) || $from.parentOffset !== 0 || $from.before() !== 0) return false;
  const tr = state.tr.insert(0, state.schema.nodes.paragraph.create());
  dispatch?.(tr.setSelection(TextSelection.create(tr.doc, 1)).scrollIntoView());
  return true;
};

/** Backspace in an empty code block, or at the very start of the document, makes it a paragraph. */
const backspaceToParagraph: Command = (state, dispatch) => {
  const { $from, empty } = state.selection;
  if (!empty || !inCode(state) || $from.parentOffset !== 0) return false;
  if ($from.parent.content.size > 0 && $from.before() !== 0) return false;
  dispatch?.(state.tr.setBlockType($from.before(), $from.after(), state.schema.nodes.paragraph));
  return true;
};

export const codeBlockKeymap = $shortcut(() => ({
  'Mod-Alt-c': { key: 'Mod-Alt-c', onRun: () => toggleCodeBlock, priority: 60 },
  Enter: { key: 'Enter', onRun: () => fenceOnEnter, priority: 70 },
  Tab: { key: 'Tab', onRun: () => insertTab, priority: 70 },
  ArrowDown: { key: 'ArrowDown', onRun: () => exitDown, priority: 60 },
  ArrowUp: { key: 'ArrowUp', onRun: () => exitUp, priority: 60 },
  Backspace: { key: 'Backspace', onRun: () => backspaceToParagraph, priority: 60 },
}));
